import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_FILE, readSeed } from './load-seed.ts';

const folder = mkdtempSync(join(tmpdir(), 'storefront-seed-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the seed file', () => {
  it('is valid and has customers in every country, one holding the DNE consent, and both kinds of staff', () => {
    const seed = readSeed();
    const countries = new Set(seed.customers.map(({ country }) => country));
    expect(countries).toEqual(new Set(['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'SK', 'TR', 'PL']));
    for (const country of countries) {
      expect(seed.customers.some((customer) => customer.country === country && customer.consents.includes('DNE'))).toBe(true);
    }
    expect(new Set(seed.staff.map(({ kind }) => kind))).toEqual(new Set(['staff', 'cobra']));
  });

  it('is refused with the same file:line:col report as the country files when it is broken', () => {
    const broken = join(folder, 'seed.yaml');
    writeFileSync(broken, readFileSync(DEFAULT_SEED_FILE, 'utf8').replace('kind: cobra', 'kind: admin'));
    expect(() => readSeed(broken)).toThrow(/seed\.yaml:\d+:11: staff\[1\]\.kind is "admin"; allowed: "staff", "cobra"/);
  });
});
