/**
 * `npm run build`: every front-end workspace's production build (its package.json's `build` script), two at a time.
 * A webpack build keeps one core busy for most of its run, so on CI's 2 cores two side by side take about the time
 * of the longer pair instead of the sum. Each build's output is printed whole when it ends, with its time; the
 * command fails when any build failed.
 *
 *   tsx scripts/buildAll.ts [workspace ...]   (default: the shell and every remote)
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { FRONTEND_WORKSPACES } from '../remotes.config';

interface BuildResult {
  workspace: string;
  ok: boolean;
  ms: number;
  output: string;
}

function build(workspace: string): Promise<BuildResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (ok: boolean) =>
      resolve({ workspace, ok, ms: Date.now() - started, output: Buffer.concat(chunks).toString() });
    child.on('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

async function buildAll(workspaces: readonly string[], parallel: number): Promise<BuildResult[]> {
  const queue = [...workspaces];
  const results: BuildResult[] = [];
  const worker = async () => {
    for (let workspace = queue.shift(); workspace; workspace = queue.shift()) {
      const result = await build(workspace);
      process.stdout.write(result.output);
      console.log(`${result.ok ? 'built' : 'FAILED'} ${workspace} in ${(result.ms / 1000).toFixed(1)} s\n`);
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, workspaces.length) }, worker));
  return results;
}

async function main() {
  const known: readonly string[] = FRONTEND_WORKSPACES;
  const asked = process.argv.slice(2);
  const unknown = asked.filter((workspace) => !known.includes(workspace));
  if (unknown.length > 0)
    throw new Error(`not a front-end workspace: ${unknown.join(', ')} (known: ${known.join(', ')})`);
  const started = Date.now();
  const results = await buildAll(asked.length > 0 ? asked : known, Math.max(1, Math.min(2, os.availableParallelism())));
  const failed = results.filter((result) => !result.ok).map((result) => result.workspace);
  console.log(
    `${results.length - failed.length} of ${results.length} built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (failed.length > 0) {
    console.error(`build failed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
