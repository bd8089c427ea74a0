import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeedData } from '../../src/config/seed.generated.ts';
import { CliError } from '../../cli/errors.ts';
import { checkYamlFile } from '../../cli/validation/check-yaml.ts';
import { textReport } from '../../cli/validation/report.ts';
import { compileSchema } from '../../cli/validation/schema-registry.ts';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../login/passwords.ts';

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
    'INSERT INTO customers (country, email, password_hash, salutation, first_name, last_name, consents) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertStaff = db.prepare('INSERT INTO staff_users (username, password_hash, kind) VALUES (?, ?, ?)');
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
 * Takes the demo seed's accounts out of a database that should have none (`storefront services`
 * without --dev-tools or --seed): one made by an earlier run with them would keep their public
 * passwords. Their tokens and sessions go with them. Returns how many were removed.
 */
export function removeDemoAccounts(db: Db): number {
  const demo = readSeed(DEFAULT_SEED_FILE);
  const removeCustomer = db.prepare('DELETE FROM customers WHERE country = ? AND email = ?');
  const removeStaff = db.prepare('DELETE FROM staff_users WHERE username = ?');
  return db.transaction(() => {
    const customers = demo.customers.reduce((count, { country, email }) => count + removeCustomer.run(country, email.toLowerCase()).changes, 0);
    return demo.staff.reduce((count, { username }) => count + removeStaff.run(username).changes, customers);
  })();
}
