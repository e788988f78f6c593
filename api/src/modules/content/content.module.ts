import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentRoutes } from './content.routes';
import { contentService, type ContentService } from './content.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** FAQs, blog, comments, newsletter and drawn illustrations: the content module's service. */
    content: ContentService;
  }
}

/** The content module: `app.content` and its routes (FAQs, blog, comments, newsletter). */
export const contentModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('content', contentService({ db: app.db, mailer: app.mailer, log: app.log, config: app.config }));
    await app.register(contentRoutes, { prefix: '/api' });
  },
  { name: 'content', decorators: { fastify: ['config', 'db', 'mailer', 'readCache'] } },
);
