import { lstatSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

export interface TreeWatcher {
  close(): void;
}

/**
 * Calls `onChange` on every change of a file or folder under `root`. Node's recursive watch on
 * Linux watches each file itself, and loses a file that a save replaced by renaming another over
 * it (as editors, `sed -i` and `mv` save); the watch of a folder sees every change of its entries
 * however they are made. So each folder is watched, and a folder made later is as soon as it appears.
 */
export function watchTree(root: string, onChange: () => void): TreeWatcher {
  const watchers = new Map<string, FSWatcher>();

  const watchFolder = (folder: string): void => {
    watchers.get(folder)?.close();
    try {
      const watcher = watch(folder, (_event, name) => {
        if (name !== null) watchIfFolder(join(folder, name));
        onChange();
      });
      // A folder removed ends its watch; one made again under its name is watched anew by its parent's.
      watcher.on('error', () => watcher.close());
      watchers.set(folder, watcher);
      for (const entry of readdirSync(folder, { withFileTypes: true })) if (entry.isDirectory()) watchFolder(join(folder, entry.name));
    } catch {
      // The folder went between the event and its watch: its parent's watch saw it go.
    }
  };

  const watchIfFolder = (path: string): void => {
    // A link to a folder is not followed: the checks refuse links in these folders.
    if (lstatSync(path, { throwIfNoEntry: false })?.isDirectory()) watchFolder(path);
  };

  watchFolder(root);
  return { close: () => watchers.forEach((watcher) => watcher.close()) };
}
