/**
 * The built portal for a measurement script: SMTP capture, the API on a fresh PGlite and the shell and
 * remotes from their dist/ folders, on a port block of their own (E2E_PORT_BASE, default 3740) so a
 * measurement can run beside the e2e suite. Imports are dynamic: the port block is read at import time.
 */
export async function startBenchPortal(apiEnv: Record<string, string> = {}) {
  process.env.E2E_PORT_BASE ??= '3740';
  const { startSmtpCapture } = await import('../support/mailbox');
  const { E2E_API_URL, E2E_BASE_URL, E2E_PORTS } = await import('../support/ports');
  const { E2E_TMP, startTestApi } = await import('../support/testPortal');
  const { servePortal } = await import('../../shell/server/serve');
  const fs = await import('node:fs');
  fs.mkdirSync(E2E_TMP, { recursive: true });

  const smtp = await startSmtpCapture(E2E_PORTS.smtp);
  const api = await startTestApi(apiEnv);
  const portal = await servePortal({
    shellPort: E2E_PORTS.shell,
    remotePorts: E2E_PORTS.remotes,
    apiUrl: E2E_API_URL,
    host: 'localhost',
    env: {},
  });
  return {
    baseUrl: E2E_BASE_URL,
    apiUrl: E2E_API_URL,
    spare: E2E_PORTS.spare,
    async close() {
      await portal.close();
      api.kill('SIGTERM');
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

/** Every path the remotes draw (each remote's src/paths.ts), plus home and a path nobody owns (the not-found page). */
export async function allRoutes(): Promise<string[]> {
  const { REMOTE_NAMES, workspaceOf } = await import('../../remotes.config');
  const lists = await Promise.all(
    REMOTE_NAMES.map(
      async (name) => ((await import(`../../${workspaceOf(name)}/src/paths`)) as { PAGE_PATHS: string[] }).PAGE_PATHS,
    ),
  );
  return ['/', ...lists.flat(), '/no-such-page'];
}
