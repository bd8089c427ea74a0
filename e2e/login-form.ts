import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import type { Translation } from '../locales/i18n-types.ts';

type LoginCopy = Translation['login'];

/** The password of every seeded customer (services/seed/seed.yaml). */
export const PASSWORD = 'storefront-demo';

export interface SeedCustomer {
  country: string;
  email: string;
}

/** The seeded customers (services/seed/seed.yaml), two per country. */
export const seededCustomers = (parse(readFileSync(join(import.meta.dirname, '..', 'services', 'seed', 'seed.yaml'), 'utf8')) as { customers: SeedCustomer[] }).customers;

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The login page's form, found as a shopper finds it. */
export function loginForm(page: Page, copy: LoginCopy) {
  return {
    // Mantine adds an aria-hidden " *" to a required field's label.
    email: page.getByRole('textbox', { name: startsWith(copy.email) }),
    password: page.getByLabel(`${copy.password} *`, { exact: true }),
    submit: page.getByRole('button', { name: copy.submit, exact: true }),
  };
}

/** Fills in and sends the login form. */
export async function logIn(page: Page, copy: LoginCopy, email: string, password = PASSWORD): Promise<void> {
  const form = loginForm(page, copy);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}
