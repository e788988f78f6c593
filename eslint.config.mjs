import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries between workspaces (docs/architecture.md, "Layers"): a path pattern and why it is refused. */
const APP_PACKAGES = '(mf-[a-z]+|shell)';
const forbid = (regex, message) => ({ regex, message });
const remoteOrShell = forbid(
  `^(\\.\\./)+${APP_PACKAGES}/|^${APP_PACKAGES}(/|$)`,
  'Apps never import each other: a remote is loaded at run time, and shared code goes to shared-ui or contracts.',
);
const overHttpOnly = forbid('^(\\.\\./)+(api|e2e)/src/', 'A front end reaches the API over HTTP only.');
const notTheServer = forbid(
  '^(\\.\\./)+(shell/)?server(/|$)',
  "The browser tree imports nothing from the shell's server (shell/server): it runs in Node, not in the page.",
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
  boundaries(['shared-ui/src/**'], [remoteOrShell, overHttpOnly, notTheServer]),
  boundaries(
    ['mf-*/src/**', 'shell/src/**'],
    [
      remoteOrShell,
      overHttpOnly,
      notTheServer,
      forbid(
        '^@travel/shared-ui$',
        "Import shared-ui by its entry ('@travel/shared-ui/components', '/form', '/api'...): a page then loads only what it uses. The whole-package entry is kept for remotes built before 1.6.0.",
      ),
    ],
  ),
  boundaries(
    ['api/src/**', 'api/bench/**'],
    [
      forbid(`^(\\.\\./)+(mf-[a-z]+|shell|shared-ui|contracts|e2e)/`, 'The API never imports a front end.'),
      forbid('^@travel/(?!contracts(/|$))', 'Among the front-end packages the API imports only @travel/contracts.'),
    ],
  ),
  // A module's public face is its service (and the types it exports); the order kernel (modules/orders) is a
  // library the order modules share. Routes, repositories and other files are the module's own.
  ...[
    ['api/src/modules/*/*.ts', '\\.\\./'],
    ['api/src/modules/*/*/*.ts', '\\.\\./\\.\\./'],
  ].map(([files, up]) => ({
    ...boundaries(
      [files],
      [
        forbid(
          `^${up}(?!orders/)[a-z-]+/(?![a-z-]+\\.service$)`,
          "A module imports another module's service only (its routes, repositories and helpers are its own): " +
            'move what is shared to the service, or to modules/orders when it is the order kernel.',
        ),
      ],
    ),
    ignores: ['**/*.test.ts', '**/testing.ts', '**/testing/**', '**/*.test-helpers.ts'],
  })),
  boundaries(
    ['contracts/src/**'],
    [
      remoteOrShell,
      forbid(
        `^(\\.\\./)+(shared-ui|api|e2e)/|^@travel/shared-ui(/|$)|^(api|e2e)(/|$)`,
        'contracts is what the API and the front ends share: it imports none of them.',
      ),
      forbid('^(react|react-dom|react-redux|react-router-dom|axios)(/|$)', 'contracts holds no React and no I/O.'),
    ],
  ),
  {
    // Every toast goes through shared-ui's `toast`: it mounts the portal's toast container when the first toast
    // is asked for, so a toast from react-toastify itself may never show. Tests may mount their own container.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['shared-ui/src/toast/**', '**/*.test.{ts,tsx}', '**/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-toastify',
              message: "Show toasts with `toast` from '@travel/shared-ui/toast': it mounts the toast container.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
