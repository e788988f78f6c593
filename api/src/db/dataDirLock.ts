import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process (or this one) already holds DATA_DIR. */
export class DataDirLockedError extends Error {
  constructor(
    public readonly lockFile: string,
    public readonly ownerPid: number,
  ) {
    super(
      `DATA_DIR ${path.dirname(lockFile)} is in use by another API process (pid ${ownerPid}). ` +
        'The embedded PGlite database serves one process only: stop that process, give this one another DATA_DIR, ' +
        `or run every instance on PostgreSQL (DATABASE_URL). If no API process runs, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

export const LOCK_FILE_NAME = 'pglite.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by another user
  }
}

/** The pid written in a lock file; undefined when the file is gone or holds anything else. */
function ownerOf(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes DATA_DIR for this process: creates `pglite.lock` holding our pid, exclusively, so a second process
 * on the same folder cannot open the database and silently lose writes. The pid is written to a file of
 * our own first and hard-linked into place: like an O_EXCL create, link() fails when the lock exists, and
 * the lock is never seen empty. A lock left by a process that is gone (crash, SIGKILL) is taken over.
 * Throws DataDirLockedError while the owner is alive.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const ours = `${file}.${process.pid}`;
  fs.writeFileSync(ours, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        fs.linkSync(ours, file);
        return {
          file,
          release() {
            if (ownerOf(file) === process.pid) fs.rmSync(file, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = ownerOf(file);
      if (owner !== undefined && isAlive(owner)) throw new DataDirLockedError(file, owner);
      // Stale: its process is gone. Remove it and try again; a process racing us for it wins the link or sees ours.
      fs.rmSync(file, { force: true });
    }
  } finally {
    fs.rmSync(ours, { force: true });
  }
  throw new DataDirLockedError(file, ownerOf(file) ?? 0);
}
