/**
 * The deploy-time description of where each remote lives, served to the browser as /remotes.json (the shell's
 * server writes it: shell/server/remotesConfigSource.ts).
 */
import type { RemoteName } from '../../../remotes.config';

export interface RemoteLocation {
  name: RemoteName;
  /** The remote's remoteEntry.js (registered as is: the shell's runtime reads no manifest). */
  entry: string;
}

export interface RemotesConfig {
  /**
   * Each remote with the paths it draws, as its own build published them (routes.json). `pathsUnknown`: its
   * routes.json could not be read (yet), so `paths` is empty and any path no other remote draws may be one of its.
   */
  remotes: (RemoteLocation & { paths: string[]; pathsUnknown?: true })[];
}

/** The id of the JSON data block in which the shell's server hands the page /remotes.json's answer. */
export const REMOTES_CONFIG_ELEMENT_ID = 'tp-remotes-config';
