import { formatTable } from '../text-table.ts';
import { KB, VITALS_CHUNK, type PageBudget } from './budgets.ts';
import { assetFile } from './page-scripts.ts';
import type { PageAsset } from './page-weight.ts';

export interface MeasuredPage {
  code: string;
  /** The page's address, e.g. /login */
  path: string;
  /** What the page's HTML loads before it is interactive: its stylesheets, its entry and the modules that imports. */
  upFront: PageAsset[];
  /** Every script the page loads with nobody touching it: the up-front ones and what they load on their own after paint, on idle or by timer. */
  untouched: PageAsset[];
  /** Scripts the page loads only on interaction or for staff: reported, never counted against it. */
  onDemand: PageAsset[];
  budget: PageBudget;
}

interface Measure {
  /** As a problem line names it: "initial JavaScript". */
  name: string;
  /** As the table's column names it. */
  column: string;
  assets(page: MeasuredPage): PageAsset[];
  budget(budget: PageBudget): number;
}

/** The real-user vitals' chunk among a page's scripts, by its name (`assets/real-user-vitals-<hash>.js`). */
const vitalsChunks = (page: MeasuredPage) => page.untouched.filter(({ href }) => assetFile(href).startsWith(`assets/${VITALS_CHUNK}-`));

const MEASURES: readonly Measure[] = [
  { name: 'initial JavaScript', column: 'JS up front', assets: (page) => page.upFront.filter(({ kind }) => kind === 'js'), budget: ({ js }) => js },
  { name: 'JavaScript loaded without interaction', column: 'JS untouched', assets: (page) => page.untouched, budget: ({ untouchedJs }) => untouchedJs },
  { name: 'initial CSS', column: 'CSS', assets: (page) => page.upFront.filter(({ kind }) => kind === 'css'), budget: ({ css }) => css },
  { name: 'real-user vitals reporting', column: 'JS vitals', assets: vitalsChunks, budget: ({ vitalsJs }) => vitalsJs },
];

export function kilobytes(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

const sum = (assets: readonly PageAsset[]) => assets.reduce((total, asset) => total + asset.gzip, 0);
const largestFirst = (assets: readonly PageAsset[]) => [...assets].sort((a, b) => b.gzip - a.gzip);

/** One line per page and measure over its budget, naming the chunks that weigh most. */
export function budgetProblems(pages: readonly MeasuredPage[]): string[] {
  return pages.flatMap((page) =>
    MEASURES.flatMap((measure) => {
      const assets = measure.assets(page);
      const [weight, budget] = [sum(assets), measure.budget(page.budget)];
      if (weight <= budget) return [];
      const chunks = largestFirst(assets).slice(0, 3);
      const named = chunks.length > 0 ? `; largest chunks ${chunks.map((asset) => `${asset.href} (${kilobytes(asset.gzip)})`).join(', ')}` : '';
      return [`${page.code} ${page.path}: ${measure.name} ${kilobytes(weight)} is ${kilobytes(weight - budget)} over its budget of ${kilobytes(budget)}${named}`];
    }),
  );
}

/** One line per page that did not load the real-user vitals without interaction: it would report none. */
export function missingVitals(pages: readonly MeasuredPage[]): string[] {
  return pages.filter((page) => vitalsChunks(page).length === 0).map((page) => `${page.code} ${page.path}: loads no ${VITALS_CHUNK} chunk, so it reports no real-user vitals`);
}

/** Every page's figures next to their budgets, its largest script loaded without interaction, and what it loads only on demand. */
export function formatBudgetTable(pages: readonly MeasuredPage[]): string {
  const header = ['country', 'page', ...MEASURES.flatMap(({ column }) => [column, 'budget']), 'largest script', 'on demand'];
  const rows = pages.map((page) => {
    const [script] = largestFirst(page.untouched);
    const figures = MEASURES.flatMap((measure) => [kilobytes(sum(measure.assets(page))), kilobytes(measure.budget(page.budget))]);
    const onDemand = page.onDemand.length > 0 ? `${kilobytes(sum(page.onDemand))} in ${page.onDemand.length}` : '–';
    return [page.code, page.path, ...figures, script ? `${script.href} ${kilobytes(script.gzip)}` : '–', onDemand];
  });
  return formatTable(header, rows, (column) => column >= 2 && column < 2 + 2 * MEASURES.length);
}
