import { createHash } from 'node:crypto';
import { projectPath, readRecord, recordPath, setEntry, writeRecord } from './record-file.ts';

/**
 * Which texts a reviewer approved, as a translation tool reports it (XLIFF's states "reviewed" and
 * "final"): by file and text id, the state and the fingerprint of the approved translation of its
 * source. When either changes, the text is translated, no longer reviewed, without anyone having
 * to remember to say so.
 */
export const REVIEWS_FILE = recordPath('reviewed.json');

/** The states past "translated" that a review gives, as XLIFF 2.0 names them. */
export type ReviewState = 'reviewed' | 'final';
const REVIEW_STATES: readonly ReviewState[] = ['reviewed', 'final'];

function fingerprint(source: string, target: string): string {
  return createHash('sha256').update(source).update('\0').update(target).digest('hex').slice(0, 16);
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
  const reviews = readRecord(REVIEWS_FILE);
  let changed = false;
  return {
    stateOf(file, id, { source, target }) {
      const [state, print] = (reviews[projectPath(file)]?.[id] ?? '').split(':');
      return REVIEW_STATES.includes(state as ReviewState) && print === fingerprint(source, target) ? (state as ReviewState) : undefined;
    },
    set(file, id, { source, target }, state) {
      const entry = state === 'translated' ? undefined : `${state}:${fingerprint(source, target)}`;
      changed = setEntry(reviews, projectPath(file), id, entry) || changed;
    },
    save() {
      if (changed) writeRecord(REVIEWS_FILE, reviews);
    },
  };
}
