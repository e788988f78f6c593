import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../mail/mailer';

/**
 * For API tests of any domain: the token a guest gets for a booking, as My Trips and the cancellation wizard
 * get it: a code asked for (mailed to `mailer`, a test mailer) and checked. Each call from its own address, so
 * the look-ups' per-address limit never bites.
 */
export async function guestTokenFor(
  app: FastifyInstance,
  mailer: { sent: MailMessage[] },
  reference: string,
  email: string,
): Promise<string> {
  const remoteAddress = `10.77.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress, headers: { origin: app.config.publicUrl } });
  const asked = await post('/api/trips/lookup', { reference, email });
  if (asked.statusCode !== 200) throw new Error(`the code request answered ${asked.statusCode}: ${asked.body}`);
  const mail = mailer.sent.filter((message) => message.to === email.toLowerCase()).at(-1);
  const code = mail && /is (\d{6})\./.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code was mailed to ${email} for ${reference}`);
  const verified = await post('/api/trips/lookup/verify', { reference, email, code });
  if (verified.statusCode !== 200) throw new Error(`the code check answered ${verified.statusCode}: ${verified.body}`);
  return (verified.json() as { token: string }).token;
}
