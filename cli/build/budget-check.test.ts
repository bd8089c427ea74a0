import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../validation/paths.ts';
import { budgetProblems, formatBudgetTable, kilobytes, missingVitals, type MeasuredPage } from './budget-check.ts';
import { KB, VITALS_CHUNK } from './budgets.ts';
import type { PageAsset } from './page-weight.ts';

const js = (href: string, gzip: number): PageAsset => ({ href, kind: 'js', gzip });
const css = (href: string, gzip: number): PageAsset => ({ href, kind: 'css', gzip });

const BUDGET = { js: 100 * KB, untouchedJs: 150 * KB, css: 12 * KB, vitalsJs: 3 * KB };

/** A page that loads nothing but its up-front assets unless told otherwise. */
function measured(code: string, path: string, upFront: PageAsset[], budget = BUDGET, more: Partial<Pick<MeasuredPage, 'untouched' | 'onDemand'>> = {}): MeasuredPage {
  const untouched = more.untouched ?? upFront.filter(({ kind }) => kind === 'js');
  return { code, path, budget, upFront, untouched, onDemand: more.onDemand ?? [] };
}

const lightHome = measured('DE', '/', [js('/assets/index-a1.js', 60 * KB), js('/assets/react-b2.js', 30 * KB), css('/assets/index-c3.css', 8 * KB)]);

// 150 KB of JavaScript in four chunks against a 100 KB budget; CSS within its budget.
const heavyLogin = measured('TR', '/login', [
  js('/assets/mantine-d4.js', 40 * KB),
  js('/assets/login-e5.js', 70 * KB),
  js('/assets/vendor-f6.js', 30 * KB),
  js('/assets/tiny-g7.js', 10 * KB),
  css('/assets/login-h8.css', 4 * KB),
]);

// 15 KB of CSS in two files against a 12 KB budget; JavaScript within its budget.
const stylishConfirm = measured('PL', '/newsletter/confirm', [
  js('/assets/confirm-i9.js', 50 * KB),
  css('/assets/confirm-j1.css', 5 * KB),
  css('/assets/signup-k2.css', 10 * KB),
]);

describe('kilobytes', () => {
  it('counts 1,024 bytes to the kilobyte, with one decimal', () => {
    expect(kilobytes(1024)).toBe('1.0 KB');
    expect(kilobytes(1536)).toBe('1.5 KB');
    expect(kilobytes(100 * 1024)).toBe('100.0 KB');
    expect(kilobytes(1000)).toBe('1.0 KB');
    expect(kilobytes(0)).toBe('0.0 KB');
  });
});

describe('budgetProblems', () => {
  it('finds nothing when every page is within its budgets', () => {
    expect(budgetProblems([lightHome])).toEqual([]);
  });

  it('finds nothing when a page weighs exactly its budgets', () => {
    const exact = measured('AT', '/', [js('/assets/index-a1.js', 100 * KB), css('/assets/index-c3.css', 12 * KB)]);
    expect(budgetProblems([exact])).toEqual([]);
  });

  it('reports a page one byte over its JavaScript budget', () => {
    const justOver = measured('AT', '/', [js('/assets/index-a1.js', 100 * KB + 1)]);
    expect(budgetProblems([justOver])).toHaveLength(1);
  });

  it('names the country, page, figure, excess, budget and three largest chunks of JavaScript over budget', () => {
    expect(budgetProblems([heavyLogin])).toEqual([
      'TR /login: initial JavaScript 150.0 KB is 50.0 KB over its budget of 100.0 KB; ' +
        'largest chunks /assets/login-e5.js (70.0 KB), /assets/mantine-d4.js (40.0 KB), /assets/vendor-f6.js (30.0 KB)',
    ]);
  });

  it('leaves the fourth chunk out of the line', () => {
    const [line] = budgetProblems([heavyLogin]);
    expect(line).not.toContain('/assets/tiny-g7.js');
  });

  it('says CSS for stylesheets over budget and names the stylesheets, not the scripts', () => {
    const [line, ...rest] = budgetProblems([stylishConfirm]);
    expect(rest).toEqual([]);
    expect(line).toBe(
      'PL /newsletter/confirm: initial CSS 15.0 KB is 3.0 KB over its budget of 12.0 KB; ' +
        'largest chunks /assets/signup-k2.css (10.0 KB), /assets/confirm-j1.css (5.0 KB)',
    );
    expect(line).not.toContain('.js');
  });

  it('gives one line for JavaScript and one for CSS when a page is over both', () => {
    const heavyBoth = measured('CZ', '/m/login', [js('/assets/app-l3.js', 120 * KB), css('/assets/app-m4.css', 13 * KB)]);
    const lines = budgetProblems([heavyBoth]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^CZ \/m\/login: initial JavaScript 120\.0 KB is 20\.0 KB over its budget of 100\.0 KB; largest chunks \/assets\/app-l3\.js \(120\.0 KB\)$/);
    expect(lines[1]).toMatch(/^CZ \/m\/login: initial CSS 13\.0 KB is 1\.0 KB over its budget of 12\.0 KB; largest chunks \/assets\/app-m4\.css \(13\.0 KB\)$/);
  });

  it('holds each page to its own budget', () => {
    const generous = measured('TR', '/login', heavyLogin.upFront, { ...BUDGET, js: 150 * KB });
    expect(budgetProblems([lightHome, generous, stylishConfirm])).toEqual([expect.stringMatching(/^PL \/newsletter\/confirm: initial CSS /)]);
  });
});

describe('budgetProblems on what a page loads without interaction', () => {
  const afterPaint = js('/assets/SiteFooter-q8.js', 40 * KB);
  const staffOnly = js('/assets/PreviewPanel-r9.js', 500 * KB);

  it('counts the scripts loaded after paint on top of those loaded up front, naming the largest', () => {
    const page = measured('DE', '/', lightHome.upFront, BUDGET, { untouched: [js('/assets/index-a1.js', 60 * KB), js('/assets/react-b2.js', 30 * KB), afterPaint, js('/assets/late-s1.js', 25 * KB)] });
    expect(budgetProblems([page])).toEqual([
      'DE /: JavaScript loaded without interaction 155.0 KB is 5.0 KB over its budget of 150.0 KB; ' +
        'largest chunks /assets/index-a1.js (60.0 KB), /assets/SiteFooter-q8.js (40.0 KB), /assets/react-b2.js (30.0 KB)',
    ]);
  });

  it('never counts what a page loads only on interaction or for staff', () => {
    const page = measured('DE', '/', lightHome.upFront, BUDGET, { onDemand: [staffOnly] });
    expect(budgetProblems([page])).toEqual([]);
  });
});

describe('the real-user vitals of a page', () => {
  const vitals = (gzip: number) => js('/fr/assets/real-user-vitals-u3.js', gzip);
  const withVitals = (gzip: number) => measured('CH_FR', '/login', [], BUDGET, { untouched: [js('/fr/assets/login-v4.js', 90 * KB), vitals(gzip)] });

  it('are weighed on their own against their budget, counted among the scripts loaded without interaction', () => {
    expect(budgetProblems([withVitals(3 * KB)])).toEqual([]);
    expect(budgetProblems([withVitals(3 * KB + 1)])).toEqual([
      'CH_FR /login: real-user vitals reporting 3.0 KB is 0.0 KB over its budget of 3.0 KB; largest chunks /fr/assets/real-user-vitals-u3.js (3.0 KB)',
    ]);
    expect(formatBudgetTable([withVitals(2.5 * KB)]).split('\n')[1]!.split(/\s{2,}/).slice(4, 10)).toEqual(['92.5 KB', '150.0 KB', '0.0 KB', '12.0 KB', '2.5 KB', '3.0 KB']);
  });

  it('are missing from a page that does not load their chunk', () => {
    expect(missingVitals([withVitals(2 * KB)])).toEqual([]);
    expect(missingVitals([lightHome])).toEqual(['DE /: loads no real-user-vitals chunk, so it reports no real-user vitals']);
  });

  it('are named after the module the pages load them from', () => {
    expect(existsSync(join(projectRoot, 'src', 'analytics', 'vitals', `${VITALS_CHUNK}.ts`))).toBe(true);
  });

  it('are not taken for another chunk whose name only contains theirs', () => {
    const lookalike = measured('DE', '/', [], BUDGET, { untouched: [js('/assets/not-real-user-vitals-w5.js', 5 * KB)] });
    expect(missingVitals([lookalike])).toHaveLength(1);
    expect(budgetProblems([lookalike])).toEqual([]);
  });
});

describe('formatBudgetTable', () => {
  const table = formatBudgetTable([lightHome, heavyLogin, stylishConfirm]);
  const [header, ...rows] = table.split('\n');

  it('has a header and one row per page', () => {
    expect(header).toMatch(/^country\s+page\s+JS up front\s+budget\s+JS untouched\s+budget\s+CSS\s+budget\s+JS vitals\s+budget\s+largest script\s+on demand$/);
    expect(rows).toHaveLength(3);
  });

  it("shows each page's figures next to its budgets, its largest script with its size, and what it loads on demand", () => {
    expect(rows[0]!.split(/\s{2,}/)).toEqual(['DE', '/', '90.0 KB', '100.0 KB', '90.0 KB', '150.0 KB', '8.0 KB', '12.0 KB', '0.0 KB', '3.0 KB', '/assets/index-a1.js 60.0 KB', '–']);
    expect(rows[1]!.split(/\s{2,}/)).toEqual(['TR', '/login', '150.0 KB', '100.0 KB', '150.0 KB', '150.0 KB', '4.0 KB', '12.0 KB', '0.0 KB', '3.0 KB', '/assets/login-e5.js 70.0 KB', '–']);
    expect(rows[2]!.split(/\s{2,}/)).toEqual(['PL', '/newsletter/confirm', '50.0 KB', '100.0 KB', '50.0 KB', '150.0 KB', '15.0 KB', '12.0 KB', '0.0 KB', '3.0 KB', '/assets/confirm-i9.js 50.0 KB', '–']);
  });

  it('names the largest script loaded without interaction, even when it came after paint and out of order', () => {
    const page = measured('HU', '/', [], BUDGET, { untouched: [js('/assets/small-n5.js', 10 * KB), js('/assets/big-o6.js', 20 * KB)] });
    expect(formatBudgetTable([page]).split('\n')[1]).toMatch(/\/assets\/big-o6\.js 20\.0 KB\s+–$/);
  });

  it('sums what a page loads only on demand, with the number of scripts', () => {
    const page = measured('CZ', '/', lightHome.upFront, BUDGET, { onDemand: [js('/assets/PreviewPanel-r9.js', 30 * KB), js('/assets/de-t2.js', 1.5 * KB)] });
    expect(formatBudgetTable([page]).split('\n')[1]).toMatch(/\s31\.5 KB in 2$/);
  });

  it('shows dashes for a page without scripts', () => {
    const page = measured('SK', '/', [css('/assets/only-p7.css', 1 * KB)]);
    expect(formatBudgetTable([page]).split('\n')[1]).toMatch(/\s–\s+–$/);
  });
});
