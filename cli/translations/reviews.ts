import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { CliError } from '../../validation/errors.ts';
import { projectRoot } from '../../validation/paths.ts';
import { linkProblem, RefusedFile, type DataFolder } from '../../validation/data-folders.ts';
import { readDataText, writeDataFile } from '../../validation/file-bytes.ts';

/**
 * Which texts a reviewer approved, as a translation tool reports it (XLIFF's states "reviewed" and
 * "final"): by file and text id, the state and the fingerprint of the approved translation of its
 * source. When either changes, the text is translated, no longer reviewed, without anyone having
 * to remember to say so.
 */
export const REVIEWS_FILE = join(projectRoot, 'translations', 'reviewed.json');

/** translations/: the review record, which every import reads and writes back. */
const TRANSLATIONS: DataFolder = { path: dirname(REVIEWS_FILE), instead: 'keep the record as a file of its own, as git checks it out' };

/** Far more than a review of every text of every country, a few dozen bytes each. */
const MAX_RECORD_BYTES = 4 * 1024 * 1024;

type Reviews = Record<string, Record<string, string>>;

/** The states past "translated" that a review gives, as XLIFF 2.0 names them. */
export type ReviewState = 'reviewed' | 'final';
const REVIEW_STATES: readonly ReviewState[] = ['reviewed', 'final'];

/** A file as XLIFF's `original` and the record name it: from the kit's folder, with forward slashes, whatever the working directory. */
export function projectPath(absolutePath: string): string {
  return relative(projectRoot, absolutePath).split(sep).join('/');
}

function fingerprint(source: string, target: string): string {
  return createHash('sha256').update(source).update('\0').update(target).digest('hex').slice(0, 16);
}

function readReviews(): Reviews {
  // Where the record would be written, a link is refused before it exists, so an import stops before writing anything.
  const link = linkProblem(REVIEWS_FILE, TRANSLATIONS);
  if (link) throw new RefusedFile(REVIEWS_FILE, link);
  if (!existsSync(REVIEWS_FILE)) return {};
  const text = readDataText(REVIEWS_FILE, TRANSLATIONS, MAX_RECORD_BYTES);
  try {
    return JSON.parse(text) as Reviews;
  } catch (error) {
    throw new CliError(`cannot read ${projectPath(REVIEWS_FILE)}: ${(error as Error).message}; restore it from version control`);
  }
}

/** A text as a review judged it: the German it translates and the translation. */
export interface ReviewedText {
  source: string;
  target: string;
}

export interface ReviewRecord {
  /** The review state of the text as it is now, or nothing when it has none (or changed since). */
  stateOf(file: string, id: string, text: ReviewedText): ReviewState | undefined;
  set(file: string, id: string, text: ReviewedText, state: ReviewState | 'translated'): void;
  /** Writes the record when an import changed it. */
  save(): void;
}

export function reviewRecord(): ReviewRecord {
  const reviews = readReviews();
  let changed = false;
  return {
    stateOf(file, id, { source, target }) {
      const [state, print] = (reviews[projectPath(file)]?.[id] ?? '').split(':');
      return REVIEW_STATES.includes(state as ReviewState) && print === fingerprint(source, target) ? (state as ReviewState) : undefined;
    },
    set(file, id, { source, target }, state) {
      const ofFile = (reviews[projectPath(file)] ??= {});
      const entry = state === 'translated' ? undefined : `${state}:${fingerprint(source, target)}`;
      if (ofFile[id] === entry) return;
      changed = true;
      if (entry) ofFile[id] = entry;
      else delete ofFile[id];
    },
    save() {
      if (!changed) return;
      // Sorted, one text a line: two translators' reviews merge in git without a conflict.
      const sorted = Object.fromEntries(
        Object.keys(reviews)
          .sort()
          .filter((file) => Object.keys(reviews[file]!).length > 0)
          .map((file) => [file, Object.fromEntries(Object.entries(reviews[file]!).sort(([a], [b]) => a.localeCompare(b)))]),
      );
      mkdirSync(dirname(REVIEWS_FILE), { recursive: true });
      writeDataFile(REVIEWS_FILE, TRANSLATIONS, `${JSON.stringify(sorted, null, 2)}\n`);
    },
  };
}
