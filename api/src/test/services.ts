/**
 * The services a few API tests need besides Node: PostgreSQL (`DATABASE_URL`) and Redis (`REDIS_URL`). Such a test
 * is declared with `describeWith('redis')` or `itWith('postgres')`: it runs when the service is configured and is
 * reported as skipped otherwise, and the run's first lines say how to run it (`announceTestServices`, called by
 * the projects' globalSetup). So `npm run test:unit` passes on a machine with Node alone.
 *
 * CI (.ci/run) sets DATABASE_URL when the machine's PostgreSQL answers, but sets no REDIS_URL. So, REDIS_URL
 * unset, the globalSetup asks Redis's default address (127.0.0.1:6379) for a PING, and the Redis tests use it when
 * it answers. It hands that on as `TP_TEST_REDIS_URL`, not as REDIS_URL: processes some tests spawn with the test's
 * environment would take REDIS_URL as their own setting.
 */
import net from 'node:net';

export type TestService = 'postgres' | 'redis';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL the tests may use, if configured. */
export const testPostgresUrl = (): string | undefined => process.env.DATABASE_URL || undefined;

/** The Redis the tests may use: REDIS_URL, or the one the globalSetup found answering at the default address. */
export const testRedisUrl = (): string | undefined =>
  process.env.REDIS_URL || process.env.TP_TEST_REDIS_URL || undefined;

const configured = (service: TestService) => Boolean(service === 'postgres' ? testPostgresUrl() : testRedisUrl());

/** `describe` when every service named is configured, else `describe.skip` (the run's first lines say why). */
export const describeWith = (...services: TestService[]): jest.Describe =>
  services.every(configured) ? describe : describe.skip;

/** `it` when every service named is configured, else `it.skip`. */
export const itWith = (...services: TestService[]): jest.It => (services.every(configured) ? it : it.skip);

/** Whether a Redis answers PING at `host:port` within `timeoutMs`. */
export function redisAnswers(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * For a project's globalSetup: find Redis at its default address when REDIS_URL is unset, then say once per run
 * (one line) which service-bound tests will not run and how to run them.
 */
export async function announceTestServices(): Promise<void> {
  if (!process.env.REDIS_URL && !process.env.TP_TEST_REDIS_URL && (await redisAnswers('127.0.0.1', 6379))) {
    process.env.TP_TEST_REDIS_URL = DEFAULT_REDIS_URL;
  }
  if (process.env.TP_TEST_SERVICES_ANNOUNCED) return;
  process.env.TP_TEST_SERVICES_ANNOUNCED = 'yes';
  const missing: Array<[service: string, setting: string]> = [];
  if (!testPostgresUrl()) missing.push(['PostgreSQL', `DATABASE_URL=${DEFAULT_POSTGRES_URL}`]);
  if (!testRedisUrl()) missing.push(['Redis', `REDIS_URL=${DEFAULT_REDIS_URL}`]);
  if (missing.length === 0) return;
  console.log(
    `\nNot run here: the API tests that need ${missing.map(([service]) => service).join(' or ')}. ` +
      `To run them: ${missing.map(([, setting]) => setting).join(' ')} npm run test:unit`,
  );
}
