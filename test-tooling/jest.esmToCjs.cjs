// Jest transformer: Jest on Node 20 cannot require() an ES module, and more and more server
// dependencies ship only ESM. Files with import/export syntax are turned into CommonJS by esbuild;
// everything else passes through untouched.
const { transformSync } = require('esbuild');

const ESM_SYNTAX = /^\s*(import\s|import\{|export\s|export\{|export\*)/m;

module.exports = {
  process(source, filename, options) {
    // Loaded through import() (Jest's ESM loader): leave it an ES module.
    if (options.supportsStaticESM || !ESM_SYNTAX.test(source)) return { code: source };
    const { code, map } = transformSync(source, {
      loader: 'js',
      format: 'cjs',
      target: 'node20',
      sourcemap: 'inline',
      sourcefile: filename,
      supported: { 'dynamic-import': false },
    });
    return { code, map };
  },
  getCacheKey(source, filename, options) {
    return require('node:crypto')
      .createHash('sha1')
      .update(filename)
      .update(source)
      .update(String(Boolean(options.supportsStaticESM)))
      .update('v2')
      .digest('hex');
  },
};
