import fs from 'node:fs';
import path from 'node:path';
import { FRONTEND_WORKSPACES } from '../../remotes.config';
import { ROOT } from './testPortal';

/**
 * The shared packages each built JavaScript file holds (the shell's libraries file holds several), by file name, from
 * every front-end build's mf-manifest.json. Chunk ids are numbers in production builds, so a file's name no longer
 * says what it holds.
 * File names carry their content's hash, so one name in two builds is the same content.
 */
export function sharedChunkFiles(packages: readonly string[]): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const ws of FRONTEND_WORKSPACES) {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, ws, 'dist/mf-manifest.json'), 'utf8')) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    for (const shared of manifest.shared)
      if (packages.includes(shared.name))
        for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
          files.set(file, [...(files.get(file) ?? []), shared.name]);
  }
  return files;
}
