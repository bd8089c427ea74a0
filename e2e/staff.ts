import type { Page } from '@playwright/test';

/** The seeded staff account (services/seed/seed.yaml). */
const STAFF = { username: 'qa.staff', password: 'preview-staff' };

/** Signs in on the documented local sign-in page (`--dev-tools`) and waits for the home page, where the panel lives. */
export async function signInAsStaff(page: Page): Promise<void> {
  await page.goto('./_dev/staff');
  await page.getByLabel('Username').fill(STAFF.username);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The shop's home page, under its path where it has one.
  await page.waitForURL('./');
}
