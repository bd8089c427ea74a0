import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { CliError } from '../errors.ts';
import { projectRoot } from '../paths.ts';

/**
 * Which texts a reviewer approved, as a translation tool reports it (XLIFF's state "reviewed"):
 * by file and text id, the fingerprint of the approved text. A text changed since is translated,
 * no longer reviewed, without anyone having to remember to say so.
 */
export const REVIEWS_FILE = join(projectRoot, 'translations', 'reviewed.json');

type Reviews = Record<string, Record<string, string>>;

/** A file as XLIFF's `original` and the record name it: from the kit's folder, with forward slashes, whatever the working directory. */
export function projectPath(absolutePath: string): string {
  return relative(projectRoot, absolutePath).split(sep).join('/');
}

function fingerprint(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function readReviews(): Reviews {
  if (!existsSync(REVIEWS_FILE)) return {};
  try {
    return JSON.parse(readFileSync(REVIEWS_FILE, 'utf8')) as Reviews;
  } catch (error) {
    throw new CliError(`cannot read ${projectPath(REVIEWS_FILE)}: ${(error as Error).message}; restore it from version control`);
  }
}

export interface ReviewRecord {
  isReviewed(file: string, id: string, text: string): boolean;
  set(file: string, id: string, text: string, reviewed: boolean): void;
  save(): void;
}

export function reviewRecord(): ReviewRecord {
  const reviews = readReviews();
  return {
    isReviewed: (file, id, text) => reviews[projectPath(file)]?.[id] === fingerprint(text),
    set(file, id, text, reviewed) {
      const ofFile = (reviews[projectPath(file)] ??= {});
      if (reviewed) ofFile[id] = fingerprint(text);
      else delete ofFile[id];
    },
    save() {
      // Sorted, one text a line: two translators' reviews merge in git without a conflict.
      const sorted = Object.fromEntries(
        Object.keys(reviews)
          .sort()
          .filter((file) => Object.keys(reviews[file]!).length > 0)
          .map((file) => [file, Object.fromEntries(Object.entries(reviews[file]!).sort(([a], [b]) => a.localeCompare(b)))]),
      );
      mkdirSync(dirname(REVIEWS_FILE), { recursive: true });
      writeFileSync(REVIEWS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
    },
  };
}
