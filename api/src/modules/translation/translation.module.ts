import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { libreTranslateProvider, memoryProvider, type TranslationProvider } from './providers';
import { seedCatalog } from './seedCatalog';
import { translationRoutes } from './translation.routes';
import { createTranslationService, type TranslationService } from './translation.service';
import { TranslationMemory } from './translationMemory';

declare module 'fastify' {
  interface FastifyInstance {
    /** Page texts into the site's languages: the translation module's service. */
    translation: TranslationService;
  }
}

/**
 * The translation module: `app.translation` and POST /api/translate. The reviewed catalog is brought into the
 * database's translation memory as the module starts (it ships with the code, so it is not left to the seed
 * step); the provider is that memory, or LibreTranslate with it as a cache (TRANSLATE_PROVIDER).
 */
export const translationModule = fp(
  async (app: FastifyInstance) => {
    const config = app.config.translation;
    const memory = new TranslationMemory(await seedCatalog(app.db));
    const provider: TranslationProvider =
      config.provider === 'libretranslate'
        ? libreTranslateProvider(app.db, memory, {
            url: config.libreTranslateUrl!,
            apiKey: config.libreTranslateApiKey,
            timeoutMs: config.upstreamTimeoutMs,
          })
        : memoryProvider(memory);
    app.decorate('translation', createTranslationService({ provider }));
    app.log.info({ provider: provider.name, reviewedTexts: memory.size }, 'translation ready');
    await app.register(translationRoutes, { prefix: '/api' });
  },
  { name: 'translation', decorators: { fastify: ['config', 'db'] } },
);
