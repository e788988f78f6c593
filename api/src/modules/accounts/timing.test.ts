import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { createTestApp, listenWithoutStartupJobs, stopListening, type TestApp } from '../../test/testApp';
import * as accountsRepo from './accounts.repository';
import { hashPassword } from './secrets';

/** A transport as slow as the SMTP server the review measured against (~100 ms a message). */
function slowMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'smtp',
    sent,
    verify: async () => true,
    send: async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sent.push(message);
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};

describe('timing does not tell who has an account', () => {
  let t: TestApp;
  let port: number;
  const mailer = slowMailer();
  const TRIES = 20;

  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
    port = await listenWithoutStartupJobs(t);
    const passwordHash = await hashPassword('timing-password-1');
    for (let i = 0; i < TRIES; i++) {
      for (const kind of ['forgot', 'signup'])
        await accountsRepo.insertUser(t.app.db, {
          name: 'Timing Test',
          email: `${kind}-known-${i}@example.test`,
          mobileNumber: null,
          passwordHash,
          role: 'customer',
        });
    }
  });
  afterAll(async () => {
    await stopListening(t);
    await t.close();
  });

  /** A POST over a real connection from its own loopback address, timed until the whole answer has arrived. */
  function timedPost(path: string, body: object, localAddress: string): Promise<{ status: number; ms: number }> {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          localAddress,
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            origin: t.config.publicUrl,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, ms: performance.now() - started }));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  /**
   * Times both branches, a known and an unknown address side by side in each try (their order alternating), and
   * answers the median of the tries' differences: a pair shares the machine's load of its moment, so a busy
   * stretch (another test worker, a GC) slows both sides of it and cancels out, where comparing the two medians
   * lets it land on one side. Mail is sent between tries.
   */
  async function medianGap(
    path: string,
    subnet: number,
    bodyFor: (kind: 'known' | 'unknown', i: number) => object,
  ): Promise<number> {
    const gaps: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      const order: ('known' | 'unknown')[] = i % 2 ? ['known', 'unknown'] : ['unknown', 'known'];
      const ms = { known: 0, unknown: 0 };
      for (const kind of order) {
        const answer = await timedPost(path, bodyFor(kind, i), `127.0.${subnet}.${10 + i}`);
        expect(answer.status).toBe(200);
        ms[kind] = answer.ms;
        await t.app.mailOutbox.drain();
      }
      gaps.push(ms.known - ms.unknown);
    }
    return median(gaps);
  }

  it('answers forgot-password as fast for an account as for an unknown address (median gap of 20 pairs, within 10 ms)', async () => {
    const gap = await medianGap('/api/v1/customer/forgot-password', 1, (kind, i) => ({
      email: `forgot-${kind}-${i}@example.test`,
    }));
    expect(Math.abs(gap)).toBeLessThan(10);
    // The account holders still got their codes, after the answers.
    expect(mailer.sent.filter((m) => /^forgot-known-/.test(m.to))).toHaveLength(TRIES);
  });

  it('answers sign-up as fast for an existing account as for a new address (median gap of 20 pairs, within 10 ms)', async () => {
    const gap = await medianGap('/api/v1/customer/signup', 2, (kind, i) => ({
      name: 'Timing Test',
      email: `signup-${kind}-${i}@example.test`,
      password: 'another-password-2',
    }));
    expect(Math.abs(gap)).toBeLessThan(10);
  });
});
