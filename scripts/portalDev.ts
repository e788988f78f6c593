/**
 * `npm run dev` (scripts/portal.ts dev): the portal served as `npm start` serves it, by the same servers
 * (shell/server/serve.ts: page assembly with the first paint, the CSP and its nonce, the security headers, /remotes.json,
 * the API proxy), on development builds that are rebuilt on change. Each front-end workspace is built by its own
 * process (scripts/devBuild.ts: webpack in watch mode, then the build's first-paint step) into DEV_BUILDS, apart from
 * its production build in dist/ (which `npm start` and the e2e suite serve); once each has built, the servers start,
 * and after every rebuild the shell's server reads the builds again. Reload the page to see a change.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { FRONTEND_WORKSPACES, REMOTE_PORTS } from '../remotes.config';
import { servePortal, type RunningPortal } from '../shell/server/serve';
import type { DevBuildReport } from './devBuild';

const ROOT = path.join(__dirname, '..');

/** Where the development builds are written, a folder per workspace (ignored by git, as node_modules is). */
export const DEV_BUILDS = path.join(ROOT, 'node_modules/.cache/portal-dev');

/** A workspace's development build. */
export const devBuildDir = (workspace: string) => path.join(DEV_BUILDS, workspace);

/** A workspace's development build as BUILD_OUTPUT_DIR names it: from the workspace's folder (webpack.base.ts). */
export const devBuildOutputDir = (workspace: string) =>
  path.relative(path.join(ROOT, workspace), devBuildDir(workspace));

/**
 * How `npm run dev` runs the portal's servers: as `npm start` does, on the development builds, with their source
 * maps served (a production server answers them 404).
 */
export function devServeOptions(options: { shellPort: number; apiUrl: string; host: string; env: NodeJS.ProcessEnv }) {
  return {
    shellPort: options.shellPort,
    remotePorts: REMOTE_PORTS,
    apiUrl: options.apiUrl,
    env: options.env,
    host: options.host,
    distOf: devBuildDir,
    sourceMaps: true,
  };
}

/**
 * Starts a development build per front-end workspace (`children` gets their processes), waits for the first of each,
 * then serves them. Rebuilds have the shell's server read the builds again; a build process that stops is `onFatal`.
 */
export async function runDev(options: {
  shellPort: number;
  apiUrl: string;
  host: string;
  env: NodeJS.ProcessEnv;
  children: ChildProcess[];
  onFatal: (error: Error) => void;
}): Promise<RunningPortal> {
  console.log(`[portal] development builds of ${FRONTEND_WORKSPACES.join(', ')} (rebuilt on change) in ${DEV_BUILDS}`);
  // Set once the servers run: rebuilds before that are read as they start.
  const served: { portal?: RunningPortal } = {};
  let reloads = Promise.resolve();
  const reload = () => {
    reloads = reloads
      .then(() => served.portal?.reload())
      .catch((error: unknown) => console.error('[portal] reading the builds again failed', error));
  };
  await Promise.all(
    FRONTEND_WORKSPACES.map(
      (workspace) =>
        new Promise<void>((resolve, reject) => {
          const child = fork(path.join(__dirname, 'devBuild.ts'), [workspace], {
            // In the workspace's folder, as `npm run build -w <workspace>` runs webpack (its config's relative paths).
            cwd: path.join(ROOT, workspace),
            execArgv: ['--import', 'tsx'],
            env: { ...options.env, BUILD_OUTPUT_DIR: devBuildOutputDir(workspace) },
          });
          options.children.push(child);
          let built = false;
          child.on('message', (report: DevBuildReport) => {
            if (!built) {
              built = true;
              return resolve();
            }
            if (report.ok) reload();
          });
          child.on('exit', (code, signal) => {
            const error = new Error(`the development build of ${workspace} stopped (${signal ?? `exit code ${code}`})`);
            if (built) options.onFatal(error);
            else reject(error);
          });
        }),
    ),
  );
  served.portal = await servePortal(devServeOptions(options));
  return served.portal;
}
