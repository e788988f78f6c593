/**
 * One front-end workspace's development build for `npm run dev` (scripts/portalDev.ts forks one per workspace, so
 * they build side by side): its webpack.config.ts in development mode and watch mode, writing into BUILD_OUTPUT_DIR,
 * and after each compilation without errors the steps its production build runs after webpack (its package.json's
 * `build` script: the first paint drawn at build time, shell/build/prerender.ts or frontend-build/prerenderPages.ts),
 * so the shell's server assembles the same page from it. Each build done is reported to the runner (DevBuildReport).
 *
 *   BUILD_OUTPUT_DIR=<folder, from the workspace> node --import tsx scripts/devBuild.ts <workspace>
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

const ROOT = path.join(__dirname, '..');

/** What the build tells the runner after each compilation and the steps after it. */
export interface DevBuildReport {
  workspace: string;
  /** Compiled without errors, and its steps after webpack succeeded. */
  ok: boolean;
  /** From the change seen to the build written, steps included. */
  ms: number;
}

/**
 * The commands a workspace's `build` script runs after webpack (`webpack … && tsx build/prerender.ts`): the
 * development build runs them too, with the same BUILD_OUTPUT_DIR, after each compilation.
 */
export function postBuildSteps(buildScript: string): string[] {
  const commands = buildScript.split('&&').map((command) => command.trim());
  const webpackAt = commands.findIndex((command) => /(^|\s)webpack(\s|$)/.test(command));
  if (webpackAt < 0) throw new Error(`the build script "${buildScript}" runs no webpack`);
  return commands.slice(webpackAt + 1).filter(Boolean);
}

type ConfigFactory = (env: unknown, argv: { mode?: Configuration['mode'] }) => Configuration;

/** The workspace's webpack.config.ts, as `webpack --mode development` reads it. */
async function developmentConfig(dir: string): Promise<Configuration> {
  const loaded = (await import(path.join(dir, 'webpack.config.ts'))) as {
    default: ConfigFactory | { default: ConfigFactory };
  };
  const factory = typeof loaded.default === 'function' ? loaded.default : loaded.default.default;
  return factory({}, { mode: 'development' });
}

function runStep(command: string, cwd: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd,
      shell: true,
      stdio: 'inherit',
      // As `npm run build` runs it: the repository's tools on the PATH.
      env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` },
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

async function main(workspace: string | undefined) {
  if (!workspace || !process.env.BUILD_OUTPUT_DIR) {
    throw new Error('usage: BUILD_OUTPUT_DIR=<folder> node --import tsx scripts/devBuild.ts <workspace>');
  }
  // The runner gone (stopped, or killed), the build stops too.
  process.on('disconnect', () => process.exit(0));
  const dir = path.join(ROOT, workspace);
  // As `npm run build -w <workspace>` runs webpack: its config's relative paths (exposes) are from its folder.
  process.chdir(dir);
  const { scripts } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    scripts: { build: string };
  };
  const steps = postBuildSteps(scripts.build);
  const compiler = webpack(await developmentConfig(dir));
  let afterBuilds = Promise.resolve();
  compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
    if (error || !stats) {
      console.error(`[${workspace}]`, error);
      process.exit(1);
    }
    const compiled = !stats.hasErrors();
    if (stats.hasErrors() || stats.hasWarnings())
      console.log(stats.toString({ preset: 'errors-warnings', colors: true }));
    afterBuilds = afterBuilds.then(async () => {
      let ok = compiled;
      for (const step of steps) if (ok) ok = await runStep(step, dir);
      const ms = Date.now() - (stats.startTime ?? Date.now());
      console.log(`[${workspace}] development build ${ok ? 'written' : 'FAILED'} in ${ms} ms`);
      const report: DevBuildReport = { workspace, ok, ms };
      process.send?.(report);
    });
  });
}

if (require.main === module) {
  main(process.argv[2]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
