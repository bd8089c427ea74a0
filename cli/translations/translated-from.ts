import { projectPath, readRecord, recordPath, setEntry, writeRecord } from './record-file.ts';

/**
 * The German each translation was made from, by file and text id: when the German changes, the
 * translation is stale until it is updated and imported again. A text without an entry (translated
 * before the kit kept this record, or by hand since) counts as current: the kit cannot tell.
 */
export const TRANSLATED_FROM_FILE = recordPath('translated-from.json');

export interface TranslatedFromRecord {
  /** The German a text of a kit file was translated from, when recorded. */
  sourceOf(file: string, id: string): string | undefined;
  set(file: string, id: string, source: string): void;
  /** Writes the record when an import changed it. */
  save(): void;
}

export function translatedFromRecord(): TranslatedFromRecord {
  const sources = readRecord(TRANSLATED_FROM_FILE);
  let changed = false;
  return {
    sourceOf: (file, id) => sources[projectPath(file)]?.[id],
    set(file, id, source) {
      changed = setEntry(sources, projectPath(file), id, source) || changed;
    },
    save() {
      if (changed) writeRecord(TRANSLATED_FROM_FILE, sources);
    },
  };
}
