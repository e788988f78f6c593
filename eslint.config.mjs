import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries between workspaces (docs/architecture.md, "Layers"): a path pattern and why it is refused. */
const APP_PACKAGES = '(mf-[a-z]+|shell)';
const forbid = (regex, message) => ({ regex, message });
const remoteOrShell = forbid(
  `^(\\.\\./)+${APP_PACKAGES}/|^${APP_PACKAGES}(/|$)`,
  'Apps never import each other: a remote is loaded at run time, and shared code goes to shared-ui.',
);
const boundaries = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.tmp/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  boundaries(
    ['mf-*/src/**', 'shell/src/**', 'shared-ui/src/**'],
    [remoteOrShell, forbid('^(\\.\\./)+(api|e2e)/src/', 'A front end reaches the API over HTTP only.')],
  ),
  boundaries(
    ['api/src/**'],
    [
      forbid(`^(\\.\\./)+(mf-[a-z]+|shell|e2e)/`, 'The API never imports a front end.'),
      forbid(
        '^@travel/shared-ui(?!/(rules|validation|types)$)',
        'The API takes only the pure rules, validation and types from shared-ui, never React or the store.',
      ),
    ],
  ),
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
