import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localeProblem } from './locale-keys.ts';

const localesDir = mkdtempSync(join(tmpdir(), 'locales-'));
for (const locale of ['de-DE', 'de-AT', 'fr-CH']) {
  mkdirSync(join(localesDir, locale));
  writeFileSync(join(localesDir, locale, 'index.ts'), 'export default { hello: "x" };\n');
}
afterAll(() => rmSync(localesDir, { recursive: true, force: true }));

describe('localeProblem for a locale without a folder', () => {
  it('names the existing locale a slip away from it', () => {
    expect(localeProblem(localesDir, 'de-de')).toBe('has no translations: locales/de-de/index.ts does not exist (did you mean "de-DE"?)');
    expect(localeProblem(localesDir, 'de-AU')).toMatch(/\(did you mean "de-AT"\?\)$/);
  });

  it('suggests nothing when no existing locale is close', () => {
    expect(localeProblem(localesDir, 'fr-FR')).toBe('has no translations: locales/fr-FR/index.ts does not exist');
  });
});
