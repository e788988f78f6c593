import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentsService, type DocumentsService } from './documents.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-tickets, GST tax invoices and the booking confirmation email: the documents module's service. */
    documents: DocumentsService;
  }
}

/** The documents module: `app.documents`, used by the checkout once a booking is paid. It has no routes. */
export const documentsModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('documents', documentsService({ config: app.config.documents, mailer: app.mailer }));
  },
  { name: 'documents', decorators: { fastify: ['config', 'db', 'mailer'] } },
);
