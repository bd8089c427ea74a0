import { lstatSync, readdirSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { CliError } from './errors.ts';
import { displayPath } from './paths.ts';
import type { Diagnostic } from './diagnostic.ts';
import { escapeUnsafe } from './shown.ts';

/**
 * A folder whose files the kit reads as data or as pages, or writes: countries/, locales/, public/,
 * schemas/, translations/. Its files are regular files of its own, and no symbolic link is followed,
 * wherever it points: one a pull request adds could point at a CI secret (../.env), and the kit
 * quotes a data file's lines in its errors, ships every file of public/ and writes imported
 * translations back. Inside the folder a link would only give a file two names, so it is refused too.
 */
export interface DataFolder {
  path: string;
  /** What to do instead of a link, as the refusal ends: "to share another country's values, use extends". */
  instead: string;
}

/** The folder a country file is read from, its parents (extends) and order.txt too. */
export function countriesFolderOf(file: string): DataFolder {
  return { path: dirname(file), instead: "to share another country's values, use extends" };
}

const isSymbolicLink = (path: string) => lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;

const shownFolder = (folder: string) => `${escapeUnsafe(displayPath(folder))}/`;

/** A data folder, or a folder in it, that is itself a link leads wherever it points: refused before anything in it is read or written. */
function linkedFolderProblem(folder: string): string {
  return `the folder ${shownFolder(folder)} is a symbolic link; allowed: a folder of its own, not a link (nothing of what it points to is read or written)`;
}

/**
 * Why a path of a data folder (a file read, or one to be written) is refused: the folder itself, a
 * folder between it and the file, or the file is a symbolic link. Undefined when none is.
 */
export function linkProblem(path: string, folder: DataFolder): string | undefined {
  const between = relative(folder.path, dirname(path)).split(sep).filter(Boolean);
  const folders = [folder.path, ...between.map((_, index) => join(folder.path, ...between.slice(0, index + 1)))];
  const linked = folders.find(isSymbolicLink);
  return linked === undefined ? symbolicLinkProblem(path, folder) : linkedFolderProblem(linked);
}

/**
 * Why an entry of a data folder that is a symbolic link is refused; undefined when it is no link.
 * The message says where the link leads only as inside or outside the folder, naming the file only
 * when it is inside, and nothing of its content is read.
 */
export function symbolicLinkProblem(path: string, folder: DataFolder): string | undefined {
  if (!isSymbolicLink(path)) return undefined;
  const kind = pointsToFolder(path) ? 'folder' : 'file';
  const inside = targetInside(path, folder.path);
  const where = inside === undefined ? `a ${kind} outside ${shownFolder(folder.path)}` : `${escapeUnsafe(inside)} in ${shownFolder(folder.path)}`;
  return `this is a symbolic link to ${where}; allowed: a ${kind === 'folder' ? 'folder of its own' : 'regular file'}, not a link (a link is not followed: nothing of what it points to is read or written; ${folder.instead})`;
}

function pointsToFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Where a link leads, relative to the folder, when that is inside it; undefined when outside or nowhere. */
function targetInside(path: string, folder: string): string | undefined {
  try {
    const inside = relative(realpathSync(folder), realpathSync(path));
    return inside !== '' && !isAbsolute(inside) && inside.split(sep)[0] !== '..' ? inside.split(sep).join('/') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every entry of a data folder, at any depth, that is not a regular file or a folder: each link (to a
 * file or a folder, which is not looked into) and each special file (a named pipe would hang a build
 * that copies it) is an error at its path. A folder that is itself a link is one error at the folder.
 */
export function refusedEntries(folder: DataFolder): Diagnostic[] {
  if (isSymbolicLink(folder.path)) return [refusalAt(folder.path, linkedFolderProblem(folder.path))];
  const refusedIn = (dir: string): Diagnostic[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isSymbolicLink()) return [refusalAt(path, symbolicLinkProblem(path, folder)!)];
      if (entry.isDirectory()) return refusedIn(path);
      return entry.isFile() ? [] : [refusalAt(path, `this is ${kindOf(entry)}, not a regular file; allowed: a regular file`)];
    });
  return lstatSync(folder.path, { throwIfNoEntry: false }) ? refusedIn(folder.path) : [];
}

/** A refused path as validate reports it: at its start, as nothing of it was read. */
export function refusalAt(path: string, message: string): Diagnostic {
  return { file: displayPath(path), line: 1, column: 1, path: '', message };
}

/** A data file refused unread, as a command stops on it; validate reports it as the file's error. */
export class RefusedFile extends CliError {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${escapeUnsafe(displayPath(path))}:1:1: ${problem}`);
    this.name = 'RefusedFile';
  }

  get diagnostic(): Diagnostic {
    return refusalAt(this.path, this.problem);
  }
}

export function kindOf(entry: Stats | Dirent): string {
  if (entry.isDirectory()) return 'a folder';
  if (entry.isFIFO()) return 'a named pipe';
  if (entry.isSocket()) return 'a socket';
  if (entry.isCharacterDevice() || entry.isBlockDevice()) return 'a device';
  return 'a special file';
}
