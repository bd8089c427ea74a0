import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// WCAG 2.1 A and AA, plus axe's best practices (landmarks, one main, heading order …), which
// screen-reader users rely on as much as on the success criteria themselves.
const RULE_SETS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Fails the test (softly, so that every state of a test is reported) with the rule and the elements when axe finds any WCAG 2.1 A/AA or best-practice violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(RULE_SETS).analyze();
  expect.soft(violations.map(({ id, nodes }) => `${state}: ${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
