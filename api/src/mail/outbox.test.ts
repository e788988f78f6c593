import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { queryRows } from '../db/rows';
import { createTestApp, listenWithoutStartupJobs, memoryMailer, stopListening, type TestApp } from '../test/testApp';
import type { MailMessage, Mailer } from './mailer';
import { createMailOutbox } from './outbox';

const message = (to: string): MailMessage => ({ to, subject: 'Outbox test', text: `Hello ${to}` });

/** A transport that holds every message until the test opens it. */
function gatedMailer() {
  let open = true;
  let opened: () => void = () => undefined;
  let gate = Promise.resolve();
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'smtp',
    verify: async () => true,
    send: async (m) => {
      while (!open) await gate;
      sent.push(m);
    },
  };
  return {
    mailer,
    sent,
    close() {
      open = false;
      gate = new Promise((resolve) => (opened = resolve));
    },
    open() {
      open = true;
      opened();
    },
  };
}

describe('mail outbox', () => {
  let t: TestApp;
  const gated = gatedMailer();
  beforeAll(async () => {
    t = await createTestApp({}, { mailer: gated.mailer });
    await listenWithoutStartupJobs(t);
  });
  afterAll(async () => {
    await stopListening(t);
    await t.close();
  });

  const outboxRows = (to: string) =>
    queryRows<{ attempts: number; lastError: string | null; dueInSeconds: number }>(
      t.app.db,
      sql`SELECT attempts, last_error AS "lastError",
            EXTRACT(EPOCH FROM (next_attempt_at - now()))::float8 AS "dueInSeconds"
          FROM mail_outbox WHERE message LIKE ${`%${to}%`}`,
    );

  it('answers a request before its mail is sent', async () => {
    gated.close();
    try {
      const { port } = t.app.server.address() as AddressInfo;
      const answer = await Promise.race([
        fetch(`http://127.0.0.1:${port}/api/v1/customer/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
          body: JSON.stringify({ name: 'Slow Mail', email: 'slow-mail@example.test', password: 'long-enough-1' }),
        }),
        new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 20_000)),
      ]);
      expect(answer).not.toBe('no answer');
      expect((answer as Response).status).toBe(200);
      expect(gated.sent).toHaveLength(0);
      expect(await outboxRows('slow-mail@example.test')).toHaveLength(1);
      gated.open();
      await t.app.mailOutbox.drain();
      expect(gated.sent.map((m) => m.to)).toEqual(['slow-mail@example.test']);
      expect(await outboxRows('slow-mail@example.test')).toHaveLength(0);
    } finally {
      gated.open();
    }
  }, 30_000);

  it('keeps a message whose send failed and sends it on a later try', async () => {
    let down = true;
    const sent: MailMessage[] = [];
    const flaky: Mailer = {
      kind: 'smtp',
      verify: async () => true,
      send: async (m) => {
        if (down) throw new Error('SMTP down');
        sent.push(m);
      },
    };
    const { mailer, outbox, close } = createMailOutbox({ db: t.app.db, transport: flaky, log: t.app.log });
    try {
      await mailer.send(message('flaky@example.test'));
      await outbox.drain();
      expect(sent).toHaveLength(0);
      const [failed] = await outboxRows('flaky@example.test');
      expect(failed).toMatchObject({ attempts: 1, lastError: 'Error: SMTP down' });
      expect(failed.dueInSeconds).toBeGreaterThan(5);

      down = false;
      await outbox.drain();
      expect(sent).toHaveLength(0); // not due yet
      await t.app.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE message LIKE '%flaky@%'`);
      await outbox.drain();
      expect(sent.map((m) => m.to)).toEqual(['flaky@example.test']);
      expect(await outboxRows('flaky@example.test')).toHaveLength(0);
    } finally {
      await close();
    }
  });

  it('sends on start-up what a stopped process left unsent', async () => {
    const never: Mailer = { kind: 'smtp', verify: async () => true, send: async () => undefined };
    const stopped = createMailOutbox({ db: t.app.db, transport: never, log: t.app.log });
    await stopped.close();
    await stopped.mailer.send(message('left-behind@example.test'));
    expect(await outboxRows('left-behind@example.test')).toHaveLength(1);

    const mailer = memoryMailer();
    const restarted = await buildApp(t.config, { database: t.app.database, mailer });
    try {
      await restarted.ready();
      await restarted.mailOutbox.drain();
      expect(mailer.sent.map((m) => m.to)).toEqual(['left-behind@example.test']);
      expect(await outboxRows('left-behind@example.test')).toHaveLength(0);
    } finally {
      await restarted.close();
    }
  });

  it("queues a message in the caller's transaction: sent when it commits, never when it rolls back", async () => {
    await t.app.db
      .transaction(async (tx) => {
        await t.app.mailer.send(message('rolled-back@example.test'), { tx });
        throw new Error('the booking failed');
      })
      .catch(() => undefined);
    await t.app.db.transaction((tx) => t.app.mailer.send(message('committed@example.test'), { tx }));
    await t.app.mailOutbox.drain();
    expect(gated.sent.map((m) => m.to)).toContain('committed@example.test');
    expect(gated.sent.map((m) => m.to)).not.toContain('rolled-back@example.test');
    expect(await outboxRows('rolled-back@example.test')).toHaveLength(0);
  });
});
