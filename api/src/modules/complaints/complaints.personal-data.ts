import type { FastifyInstance } from 'fastify';
import * as repo from './complaints.repository';

/**
 * The complaints desk's records of a person: their complaints and threads, in the export. A grievance record is
 * kept as the Consumer Protection (E-Commerce) Rules require, so deletion only takes the address off it; an
 * email change moves the desk's replies to the new address.
 */
export function registerComplaintsPersonalData(app: FastifyInstance) {
  const { db } = app;
  app.accounts.registerPersonalData({
    section: 'complaints',
    export: (subject) => repo.complaintsWithMessagesOf(db, subject),
    erase: (subject) => repo.setEmailOf(db, subject, subject.email, subject.erasedEmail),
    emailChanged: (subject, previousEmail) => repo.setEmailOf(db, subject, previousEmail, subject.email),
  });
}
