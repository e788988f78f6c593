// Jest transformer for TypeScript that Node runs (the API, contracts, the shell's server and the scripts): esbuild
// strips the types and writes CommonJS, about fifteen times faster than ts-jest's TypeScript, which a fresh clone
// pays for every file of every project. Types are checked by `npm run lint`, not here. The front-end projects stay
// on ts-jest, which hoists their jest.mock() calls above the imports; esbuild does not, so a test here that needs
// jest.mock fails loudly instead of silently mocking nothing.
const { transformSync } = require('esbuild');

const JEST_MOCK = /^\s*jest\.mock\(/m;

module.exports = {
  process(source, filename) {
    if (JEST_MOCK.test(source)) {
      throw new Error(
        `${filename}: jest.mock() is not hoisted by test-tooling/jest.esbuildTs.cjs; use a parameter or a fake instead`,
      );
    }
    const { code, map } = transformSync(source, {
      loader: filename.endsWith('.tsx') ? 'tsx' : 'ts',
      format: 'cjs',
      target: 'node20',
      sourcemap: true,
      sourcefile: filename,
      tsconfigRaw: { compilerOptions: { target: 'ES2022', useDefineForClassFields: true, jsx: 'react-jsx' } },
    });
    return { code, map };
  },
  getCacheKey(source, filename) {
    return require('node:crypto')
      .createHash('sha1')
      .update(filename)
      .update(source)
      .update(require('esbuild').version)
      .update('v1')
      .digest('hex');
  },
};
