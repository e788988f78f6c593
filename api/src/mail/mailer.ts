import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body; one-time codes always appear here. */
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent with the message (an e-ticket, an invoice). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface SendOptions {
  /**
   * The caller's open transaction: the message is queued in it, so it exists exactly when that commits
   * (the outbox only; a transport ignores it).
   */
  tx?: Db;
}

export interface Mailer {
  kind: 'smtp' | 'files';
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  /** Whether the transport is reachable, for the health check. */
  verify(): Promise<boolean>;
}

/**
 * Sends mail through the SMTP server at smtpUrl. Without one, each message is written as an .eml
 * file under dataDir/mail, so `npm start` works with nothing configured.
 */
export function createMailer(options: {
  smtpUrl?: string;
  dataDir: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      verify: () =>
        transport.verify().then(
          () => true,
          () => false,
        ),
    };
  }

  const mailDir = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.promises.mkdir(mailDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await fs.promises.writeFile(file, info.message as Buffer);
      options.log.info({ file }, `mail to ${message.to} written to ${file}`);
    },
    verify: async () => true,
  };
}
