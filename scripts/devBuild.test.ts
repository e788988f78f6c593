import fs from 'node:fs';
import path from 'node:path';
import { FRONTEND_WORKSPACES } from '../remotes.config';
import { postBuildSteps } from './devBuild';

const buildScriptOf = (workspace: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(__dirname, '..', workspace, 'package.json'), 'utf8')) as {
      scripts: { build: string };
    }
  ).scripts.build;

describe("a development build's steps after webpack", () => {
  it('are the commands the build script runs after webpack', () => {
    expect(postBuildSteps("NODE_OPTIONS='--import tsx' webpack --mode production && tsx build/prerender.ts")).toEqual([
      'tsx build/prerender.ts',
    ]);
    expect(postBuildSteps('webpack --mode production && tsx a.ts && tsx b.ts')).toEqual(['tsx a.ts', 'tsx b.ts']);
    expect(postBuildSteps("NODE_OPTIONS='--import tsx' webpack --mode production")).toEqual([]);
  });

  it('refuses a build script that runs no webpack', () => {
    expect(() => postBuildSteps('tsc -p .')).toThrow('runs no webpack');
  });

  it('are, for each front-end workspace, its first-paint step where its production build draws one', () => {
    const steps = Object.fromEntries(FRONTEND_WORKSPACES.map((ws) => [ws, postBuildSteps(buildScriptOf(ws))]));
    expect(steps.shell).toEqual(['tsx build/prerender.ts']);
    expect(steps['mf-flights']).toEqual(['tsx ../frontend-build/prerenderPages.ts']);
    for (const workspace of FRONTEND_WORKSPACES)
      for (const step of steps[workspace])
        expect(step).toMatch(/^tsx (build\/prerender|\.\.\/frontend-build\/prerenderPages)\.ts$/);
  });
});
