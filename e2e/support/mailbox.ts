import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_TMP } from './testPortal';

/** Where the e2e SMTP server drops each message it receives, one folder per recipient. */
export const MAILBOX_DIR = path.join(E2E_TMP, 'mailbox');

/** A real SMTP server on loopback that keeps every message as an .eml file. */
export async function startSmtpCapture(port: number): Promise<SMTPServer> {
  fs.rmSync(MAILBOX_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAILBOX_DIR, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) {
          const dir = path.join(MAILBOX_DIR, rcpt.address.toLowerCase());
          fs.mkdirSync(dir, { recursive: true });
          fs.writeFileSync(
            path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}.eml`),
            Buffer.concat(chunks),
          );
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** The messages received for an address, oldest first, as raw text. */
export function messagesFor(address: string): string[] {
  const dir = path.join(MAILBOX_DIR, address.toLowerCase());
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

/** Waits for the count-th message to an address and returns it. */
export async function waitForMessage(address: string, count = 1, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = messagesFor(address);
    if (messages.length >= count) return messages[count - 1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No message #${count} for ${address} within ${timeoutMs} ms`);
}
