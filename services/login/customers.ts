import type { Db } from '../db/database.ts';

export interface Customer {
  id: number;
  email: string;
  firstName: string | null;
  passwordHash: string;
}

const COLUMNS = 'id, email, first_name AS firstName, password_hash AS passwordHash';

/** Addresses are stored lower-cased, so the lookup ignores the case the shopper typed. */
export function findCustomerByEmail(db: Db, country: string, email: string): Customer | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM customers WHERE country = ? AND email = ?`).get(country, email.toLowerCase()) as Customer | undefined;
}

/** Only a customer of the served country: the database is shared by every country's origin. */
export function findCustomerById(db: Db, country: string, id: number): Customer | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM customers WHERE country = ? AND id = ?`).get(country, id) as Customer | undefined;
}
