import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from '../paths.ts';
import { validateCountryFiles, type ValidationResult } from './validate-countries.ts';

/** A shipped country file's bytes, to change into a broken one. */
export function shippedCountry(code: string): Buffer {
  return readFileSync(join(paths.countries, `${code}.yaml`));
}

/** Writes the bytes as `<code>.yaml` in a fresh folder, named as its code requires, and validates it as `storefront validate` does. */
export async function validateCountryText(code: string, bytes: Buffer | string): Promise<ValidationResult> {
  const folder = mkdtempSync(join(tmpdir(), 'country-file-'));
  try {
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
