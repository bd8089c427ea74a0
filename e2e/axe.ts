import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Fails with the rule and the elements when axe finds any WCAG 2.1 A or AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  expect(violations.map(({ id, nodes }) => `${state}: ${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
