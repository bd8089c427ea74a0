import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { hashPassword } from '../login/passwords.ts';
import { applySeed, DEFAULT_SEED_FILE, readSeed, removeDemoAccounts } from './load-seed.ts';

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

describe("the demo seed's accounts, whose passwords are public", () => {
  it('are taken out wherever they came from, in any country, and an account of its own under such a name stays', async () => {
    const db = openDatabase(join(folder, 'data'));
    const demo = readSeed();
    await applySeed(db, demo);
    const insert = db.prepare('INSERT INTO customers (country, email, password_hash, consents) VALUES (?, ?, ?, ?)');
    // A demo address with the demo password in another country, and one with a password of its own.
    insert.run('DE', 'nina.keller@example.com', await hashPassword('storefront-demo'), '[]');
    insert.run('AT', 'lukas.meier@example.com', await hashPassword('my-own-secret'), '[]');
    db.prepare("UPDATE staff_users SET password_hash = ? WHERE username = 'qa.cobra'").run(await hashPassword('own-staff-secret'));

    expect(await removeDemoAccounts(db)).toBe(demo.customers.length + 1 + demo.staff.length - 1);
    expect(db.prepare('SELECT country, email FROM customers').all()).toEqual([{ country: 'AT', email: 'lukas.meier@example.com' }]);
    expect(db.prepare('SELECT username FROM staff_users').all()).toEqual([{ username: 'qa.cobra' }]);
    db.close();
  });
});

describe('servers that share a data folder', () => {
  it('seed it together, as several shops on one host start at once, and each account is there once', async () => {
    const data = join(folder, 'shared');
    const [first, second] = [openDatabase(data), openDatabase(data)];
    const seed = readSeed();
    await Promise.all([applySeed(first, seed), applySeed(second, seed)]);
    expect(first.prepare('SELECT COUNT(*) AS count FROM customers').get()).toEqual({ count: seed.customers.length });
    expect(first.prepare('SELECT COUNT(*) AS count FROM staff_users').get()).toEqual({ count: seed.staff.length });
    first.close();
    second.close();
  });
});
