/** The translation module's own settings, read from the environment when the plugin registers. */
export interface TranslationConfig {
  /** 'memory' (the built-in reviewed catalog, the default) or 'libretranslate'. */
  provider: 'memory' | 'libretranslate';
  libreTranslateUrl?: string;
  libreTranslateApiKey?: string;
  /** How long one upstream call may take before it counts as failed. */
  upstreamTimeoutMs: number;
}

export function loadTranslationConfig(env: NodeJS.ProcessEnv = process.env): TranslationConfig {
  const provider = (env.TRANSLATE_PROVIDER || 'memory').toLowerCase();
  if (provider !== 'memory' && provider !== 'libretranslate') {
    throw new Error(`TRANSLATE_PROVIDER must be 'memory' or 'libretranslate', not '${provider}'`);
  }
  const libreTranslateUrl = env.LIBRETRANSLATE_URL?.replace(/\/+$/, '') || undefined;
  if (provider === 'libretranslate' && !libreTranslateUrl) {
    throw new Error('TRANSLATE_PROVIDER=libretranslate needs LIBRETRANSLATE_URL (for example http://localhost:5000)');
  }
  return {
    provider,
    libreTranslateUrl,
    libreTranslateApiKey: env.LIBRETRANSLATE_API_KEY || undefined,
    upstreamTimeoutMs: Number(env.LIBRETRANSLATE_TIMEOUT_MS ?? 10_000),
  };
}
