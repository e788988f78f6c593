/**
 * `npm run check:shared-ui-version` (part of `npm run lint`): shared-ui is a Federation singleton that remotes
 * build against, so its version follows semver (docs/architecture.md, "shared-ui's version"). This fails when a
 * file under shared-ui/src (tests aside) or shared-ui/package.json differs from the commit that last changed
 * the version, that is, when something a remote can see changed and the version did not; and when the version
 * has no `## <version>` entry in shared-ui/CHANGELOG.md.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const PACKAGE_JSON = 'shared-ui/package.json';
const CHANGELOG = 'shared-ui/CHANGELOG.md';
const WATCHED = ['shared-ui/src', PACKAGE_JSON];
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('/test/');

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** shared-ui's version at `commit`. */
export function versionAt(commit: string): string | undefined {
  try {
    return JSON.parse(git('show', `${commit}:${PACKAGE_JSON}`)).version;
  } catch {
    return undefined; // no such commit (the first one's parent) or no shared-ui there yet
  }
}

/** The newest commit whose shared-ui version differs from its parent's. */
export function lastVersionChange(): string | undefined {
  for (const commit of git('log', '--format=%H', '--', PACKAGE_JSON).split('\n').filter(Boolean)) {
    if (versionAt(commit) !== versionAt(`${commit}^`)) return commit;
  }
  return undefined;
}

/** Whether the changelog has an entry for `version`: a heading `## 2.8.0` (words may follow it). */
export const changelogHasEntry = (changelog: string, version: string) =>
  changelog.split('\n').some((line) => line === `## ${version}` || line.startsWith(`## ${version} `));

function main(): number {
  const version: string = JSON.parse(fs.readFileSync(path.join(ROOT, PACKAGE_JSON), 'utf8')).version;
  if (!changelogHasEntry(fs.readFileSync(path.join(ROOT, CHANGELOG), 'utf8'), version)) {
    console.error(
      `shared-ui ${version} has no entry in ${CHANGELOG}: add a "## ${version}" heading saying what changed.`,
    );
    return 1;
  }
  let shallow: string;
  try {
    shallow = git('rev-parse', '--is-shallow-repository');
  } catch {
    console.log('check:shared-ui-version skipped: not a git checkout, so there is no history to compare with.');
    return 0;
  }
  if (shallow === 'true') {
    console.log(
      'check:shared-ui-version skipped: this is a shallow clone; fetch the full history (git fetch --unshallow) to run it.',
    );
    return 0;
  }

  if (version !== versionAt('HEAD')) {
    console.log(`shared-ui version: ${versionAt('HEAD')} → ${version} (not committed yet).`);
    return 0;
  }
  const since = lastVersionChange();
  if (!since) {
    console.log('check:shared-ui-version skipped: no commit sets a shared-ui version yet.');
    return 0;
  }
  const changed = [
    ...git('diff', '--name-only', since, '--', ...WATCHED).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard', '--', ...WATCHED).split('\n'),
  ].filter((file) => file && !isTestFile(file));
  if (changed.length === 0) {
    console.log(`shared-ui version ${version}: nothing a remote sees changed since ${since.slice(0, 7)} set it.`);
    return 0;
  }
  console.error(
    [
      `shared-ui changed since ${since.slice(0, 7)} set its version to ${version}, and the version did not:`,
      ...[...new Set(changed)].map((file) => `  ${file}`),
      `Raise "version" in ${PACKAGE_JSON} by semver (patch: a fix; minor: something added; major: something`,
      `removed or changed in a way a remote built against the old one breaks), with its entry in ${CHANGELOG}.`,
    ].join('\n'),
  );
  return 1;
}

// Also imported for its helpers (e2e/support/previousSharedUi.ts): checks only when run.
if (require.main === module) process.exitCode = main();
