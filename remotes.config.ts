/**
 * The portal's front-end apps: the shell and the remotes it loads at run time. Each remote's federation name (its
 * container, `mf_flights`, as /remotes.json and the federation runtime name it), its workspace folder, and the port
 * `npm start` and its development server serve it on. The webpack configs, the shell's server, the start script,
 * jest.config.ts and the e2e suite read them here. (package.json's workspaces and tsconfig.json's include list the
 * folders themselves: JSON cannot read a module.)
 */
export const SHELL = { name: 'shell', workspace: 'shell', port: 3000 } as const;

export const REMOTES = {
  mf_auth: { workspace: 'mf-auth', port: 3001 },
  mf_flights: { workspace: 'mf-flights', port: 3002 },
  mf_hotels: { workspace: 'mf-hotels', port: 3003 },
  mf_content: { workspace: 'mf-content', port: 3004 },
  mf_admin: { workspace: 'mf-admin', port: 3005 },
} as const;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The shell's federation name, or a remote's. */
export type FrontendName = typeof SHELL.name | RemoteName;

/** Every front-end workspace that builds, the shell first. */
export const FRONTEND_WORKSPACES = [SHELL.workspace, ...REMOTE_NAMES.map((name) => REMOTES[name].workspace)];

export const workspaceOf = (name: RemoteName): string => REMOTES[name].workspace;

export const portOf = (name: FrontendName): number => (name === SHELL.name ? SHELL.port : REMOTES[name].port);

/** Each remote's port when the shell is on `shellPort`: the same block, moved (the e2e suite's ports). */
export function remotePortsBeside(shellPort: number): Record<RemoteName, number> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, shellPort + REMOTES[name].port - SHELL.port])) as Record<
    RemoteName,
    number
  >;
}

/** Each remote's own port. */
export const REMOTE_PORTS = remotePortsBeside(SHELL.port);
