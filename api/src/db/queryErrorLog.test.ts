import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/testApp';

describe('the log of a failed query', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ LOG_LEVEL: 'error' }, { logStream });
  }, 30_000);
  afterAll(() => t.close());

  it('names the statement and its SQLSTATE, never a parameter or a value PostgreSQL quotes back', async () => {
    const email = 'victim@example.com';
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
    const insert = () =>
      t.app.db.execute(
        sql`INSERT INTO users (name, email, email_key, password_hash) VALUES (${'Victim Name'}, ${email}, ${email}, ${hash})`,
      );
    await insert();
    const failure = await insert().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    // What the errors plugin and every background job do with an error.
    t.app.log.error({ err: failure }, 'request failed');

    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0]) as { msg: string; err: Record<string, unknown> };
    expect(logged.msg).toBe('request failed');
    expect(logged.err).toMatchObject({
      message: 'Database query failed (SQLSTATE 23505); parameters are not logged',
      sqlState: '23505',
      query: 'INSERT INTO users (name, email, email_key, password_hash) VALUES ($1, $2, $3, $4)',
    });
    for (const secret of [email, hash, 'Victim Name', 'argon2id', 'victim']) expect(lines[0]).not.toContain(secret);
  });
});
