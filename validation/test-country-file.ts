import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { paths } from './paths.ts';
import { countryFilesIn, validateCountryFiles, type ValidationResult } from './validate-countries.ts';

/** A shipped country file's bytes, to change into a broken one. */
export function shippedCountry(code: string): Buffer {
  return readFileSync(join(paths.countries, `${code}.yaml`));
}

/** The text with each [from, to] replaced once; each `from` must be there, or the test fails. */
export function edited(text: string, ...edits: Array<[string, string]>): string {
  return edits.reduce((result, [from, to]) => {
    if (!result.includes(from)) throw new Error(`the text holds no ${JSON.stringify(from)} to edit`);
    return result.replace(from, to);
  }, text);
}

/** The 1-based number of the first line holding `fragment`. */
export const lineWith = (text: string, fragment: string) => text.split('\n').findIndex((line) => line.includes(fragment)) + 1;

/**
 * Writes the bytes as `<code>.yaml` in a fresh folder, named as its code requires, beside the
 * other shipped files it may extend, and validates it alone as `storefront validate` does.
 */
export async function validateCountryText(code: string, bytes: Buffer | string): Promise<ValidationResult> {
  const folder = mkdtempSync(join(tmpdir(), 'country-file-'));
  try {
    for (const shipped of countryFilesIn(paths.countries)) copyFileSync(shipped, join(folder, basename(shipped)));
    const file = join(folder, `${code}.yaml`);
    writeFileSync(file, bytes);
    return await validateCountryFiles([file]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The diagnostics as `line:col message` lines, the file left out. */
export function located(result: ValidationResult): string[] {
  return result.diagnostics.map(({ line, column, message }) => `${line}:${column} ${message}`);
}

/** A fresh folder holding the given files (`{ 'at.yaml': '…' }`); the caller removes it. */
export function countryFolder(files: Record<string, string | Buffer>): string {
  const folder = mkdtempSync(join(tmpdir(), 'country-folder-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

/** An Austrian file that inherits the shipped German one and writes only what differs, plus what is given. */
export function austriaExtendingGermany(more = ''): Record<string, string | Buffer> {
  return {
    'de.yaml': shippedCountry('de'),
    'at.yaml': `extends: de\ncode: AT\nlocale: de-AT\ndisplayName: Österreich\nshop:\n  url: https://www.shop.example.at/\n  flag: flag-at.svg\n  label: Österreich\nnewsletter:\n  elements:\n    salutation:\n      show: true\n${more}`,
  };
}
