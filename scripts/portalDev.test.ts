import path from 'node:path';
import { FRONTEND_WORKSPACES, REMOTE_PORTS } from '../remotes.config';
import { devBuildDir, devBuildOutputDir, devServeOptions } from './portalDev';

const ROOT = path.join(__dirname, '..');

describe('npm run dev', () => {
  it("serves each workspace's development build, kept apart from its production build (dist/)", () => {
    const options = devServeOptions({ shellPort: 3000, apiUrl: 'http://127.0.0.1:4000', host: '0.0.0.0', env: {} });
    for (const workspace of FRONTEND_WORKSPACES) {
      const dir = options.distOf(workspace);
      expect(dir).toBe(path.join(ROOT, 'node_modules/.cache/portal-dev', workspace));
      expect(dir).not.toBe(path.join(ROOT, workspace, 'dist'));
    }
    expect(options).toMatchObject({ shellPort: 3000, remotePorts: REMOTE_PORTS, sourceMaps: true });
  });

  it('has webpack write there: BUILD_OUTPUT_DIR is read from the workspace folder', () => {
    for (const workspace of FRONTEND_WORKSPACES) {
      expect(devBuildOutputDir(workspace)).toBe(path.join('..', 'node_modules/.cache/portal-dev', workspace));
      expect(path.join(ROOT, workspace, devBuildOutputDir(workspace))).toBe(devBuildDir(workspace));
    }
  });
});
