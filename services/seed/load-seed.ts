import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeedData } from '../../src/config/seed.generated.ts';
import { CliError } from '../../validation/errors.ts';
import { checkYamlFile } from '../../validation/check-yaml.ts';
import { textReport } from '../../validation/report.ts';
import { compileSchema } from '../../validation/schema-registry.ts';
import type { Db } from '../db/database.ts';
import { hashPassword, verifyPassword } from '../login/passwords.ts';

export const DEFAULT_SEED_FILE = join(fileURLToPath(new URL('.', import.meta.url)), 'seed.yaml');

/** Reads the seed file, refusing it with the same file:line:col report as `storefront validate`. */
export function readSeed(file = DEFAULT_SEED_FILE): SeedData {
  const { source, diagnostics } = checkYamlFile(file, compileSchema('seed.schema.json'));
  if (diagnostics.length > 0) throw new CliError(textReport(diagnostics, new Map([[source.file, source]]), 1).replace(/country file/g, 'seed file'));
  return source.data as SeedData;
}

/**
 * Adds what the seed describes. Accounts are only ever inserted, so a password changed through
 * the services survives a restart; A/B tests and promotions are replaced by the file's. Without
 * `accounts`, its customers and staff stay out: the demo seed's passwords are public.
 */
export async function applySeed(db: Db, seed: SeedData, { accounts = true } = {}): Promise<void> {
  const customerExists = db.prepare('SELECT 1 FROM customers WHERE country = ? AND email = ?');
  const staffExists = db.prepare('SELECT 1 FROM staff_users WHERE username = ?');
  const newCustomers = accounts ? seed.customers.filter((customer) => !customerExists.get(customer.country, customer.email.toLowerCase())) : [];
  const newStaff = accounts ? seed.staff.filter((user) => !staffExists.get(user.username)) : [];
  const customerHashes = await Promise.all(newCustomers.map((customer) => hashPassword(customer.password)));
  const staffHashes = await Promise.all(newStaff.map((user) => hashPassword(user.password)));

  const insertCustomer = db.prepare(
    // Servers that share a data folder may start together (several shops on one host): another may
    // have added the account while this one hashed its password. Theirs stays; so would a changed one.
    'INSERT INTO customers (country, email, password_hash, salutation, first_name, last_name, consents) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (country, email) DO NOTHING',
  );
  const insertStaff = db.prepare('INSERT INTO staff_users (username, password_hash, kind) VALUES (?, ?, ?) ON CONFLICT (username) DO NOTHING');
  const insertTest = db.prepare('INSERT INTO ab_tests (name, active_from, active_until, groups) VALUES (?, ?, ?, ?)');
  const insertPromotion = db.prepare('INSERT INTO promotions (country, content_json) VALUES (?, ?)');
  db.transaction(() => {
    newCustomers.forEach((customer, index) =>
      insertCustomer.run(
        customer.country,
        customer.email.toLowerCase(),
        customerHashes[index],
        customer.salutation ?? null,
        customer.firstName ?? null,
        customer.lastName ?? null,
        JSON.stringify(customer.consents),
      ),
    );
    newStaff.forEach((user, index) => insertStaff.run(user.username, staffHashes[index], user.kind));
    db.exec('DELETE FROM ab_tests; DELETE FROM promotions;');
    for (const test of seed.abTests) insertTest.run(test.name, test.activeFrom, test.activeUntil, JSON.stringify(test.groups));
    for (const promotion of seed.promotions) insertPromotion.run(promotion.country, JSON.stringify(promotion.content));
  })();
}

/**
 * Takes out of the database every account that still has the password the demo seed gives its
 * name, whatever its country: `storefront services` without --dev-tools, where a run with the demo
 * accounts (or a seed file that repeats them) would leave logins whose passwords are public. An
 * account of one's own under such a name, with a password of its own, stays. Returns how many went.
 */
export async function removeDemoAccounts(db: Db): Promise<number> {
  const demo = readSeed(DEFAULT_SEED_FILE);
  const customerPasswords = new Map(demo.customers.map(({ email, password }) => [email.toLowerCase(), password]));
  const staffPasswords = new Map(demo.staff.map(({ username, password }) => [username.toLowerCase(), password]));
  const stillPublic = async (table: string, nameColumn: string, passwords: Map<string, string>) => {
    const accounts = db.prepare(`SELECT id, ${nameColumn} AS name, password_hash AS hash FROM ${table}`).all() as Array<{ id: number; name: string; hash: string }>;
    const candidates = accounts.filter(({ name }) => passwords.has(name));
    const matches = await Promise.all(candidates.map(({ name, hash }) => verifyPassword(passwords.get(name)!, hash)));
    return candidates.filter((_, index) => matches[index]).map(({ id }) => id);
  };
  const customers = await stillPublic('customers', 'email', customerPasswords);
  const staff = await stillPublic('staff_users', 'username', staffPasswords);
  const removeCustomer = db.prepare('DELETE FROM customers WHERE id = ?');
  const removeStaff = db.prepare('DELETE FROM staff_users WHERE id = ?');
  db.transaction(() => {
    customers.forEach((id) => removeCustomer.run(id));
    staff.forEach((id) => removeStaff.run(id));
  })();
  return customers.length + staff.length;
}
