import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface PlannedFile {
  path: string;
  content: string;
  /** The content of a file that exists and is rewritten; absent for a new file, which must not exist yet. */
  previous?: string;
}

/** Writes every file or none: a failure part way restores what was already written, so a retry starts clean. */
export function writeAll(files: readonly PlannedFile[]): void {
  const done: PlannedFile[] = [];
  const createdFolders: string[] = [];
  try {
    for (const file of files) {
      const folder = mkdirSync(dirname(file.path), { recursive: true });
      if (folder) createdFolders.push(folder);
      writeFileSync(file.path, file.content, { flag: file.previous === undefined ? 'wx' : 'w' });
      done.push(file);
    }
  } catch (error) {
    for (const file of done) {
      if (file.previous === undefined) rmSync(file.path, { force: true });
      else writeFileSync(file.path, file.previous);
    }
    for (const folder of createdFolders.reverse()) rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
