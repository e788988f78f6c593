import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lastVersionChange, versionAt } from '../../scripts/checkSharedUiVersion';
import { E2E_PORTS } from './ports';
import { ROOT } from './testPortal';

export interface PreviousBuild {
  /** The commit the remote was built from: the one before shared-ui's last version change. */
  commit: string;
  /** shared-ui's version in that commit. */
  sharedUiVersion: string;
  /** The built remote, to serve. */
  dist: string;
}

/** A node_modules for the old tree: the installed packages, with the workspaces (@travel/*) the old tree's own. */
function linkDependencies(tree: string) {
  const modules = path.join(tree, 'node_modules');
  fs.mkdirSync(path.join(modules, '@travel'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry !== '@travel') fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  for (const name of fs.readdirSync(path.join(ROOT, 'node_modules/@travel'))) {
    // Each is a link to its workspace folder (shared-ui, contracts); the old tree has its own copy of it.
    const folder = path.basename(fs.realpathSync(path.join(ROOT, 'node_modules/@travel', name)));
    if (fs.existsSync(path.join(tree, folder))) {
      fs.symlinkSync(path.join(tree, folder), path.join(modules, '@travel', name));
    }
  }
}

/**
 * Builds `workspace` (a remote) as it stood before shared-ui's last version change, against the shared-ui of
 * that commit: the remote a team deployed then and has not rebuilt since. The build is kept per commit.
 */
export function buildRemoteOnPreviousSharedUi(workspace: string, buildId: string): PreviousBuild {
  const bump = lastVersionChange();
  if (!bump) throw new Error('No commit changes shared-ui’s version, so there is no previous one to build against.');
  const commit = execFileSync('git', ['rev-parse', `${bump}^`], { cwd: ROOT, encoding: 'utf8' }).trim();
  const sharedUiVersion = versionAt(commit);
  if (!sharedUiVersion) throw new Error(`shared-ui has no version in ${commit}`);

  // Outside the repository: the old tree's sources must not join this one's type check and lint.
  const tree = path.join(os.tmpdir(), `travel-portal-e2e-${E2E_PORTS.shell}`, 'previous-shared-ui');
  const dist = path.join(tree, workspace, 'dist');
  const stamp = path.join(tree, 'built-from');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === `${commit} ${workspace} ${buildId}`) {
    return { commit, sharedUiVersion, dist };
  }

  fs.rmSync(tree, { recursive: true, force: true });
  fs.mkdirSync(tree, { recursive: true });
  execFileSync('bash', ['-c', `git archive --format=tar "${commit}" | tar -x -C "${tree}"`], { cwd: ROOT });
  linkDependencies(tree);
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/webpack'),
    ['--mode', 'production', '-c', path.join(tree, workspace, 'webpack.config.ts')],
    // From the workspace's folder, as `npm run build -w` does: its exposes are relative to it.
    {
      cwd: path.join(tree, workspace),
      env: { ...process.env, NODE_OPTIONS: '--import tsx', BUILD_ID: buildId },
      stdio: 'ignore',
    },
  );
  fs.writeFileSync(stamp, `${commit} ${workspace} ${buildId}`);
  return { commit, sharedUiVersion, dist };
}
