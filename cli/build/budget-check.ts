import { formatTable } from '../text-table.ts';
import { KB, type PageBudget } from './budgets.ts';
import type { PageAsset, PageWeight } from './page-weight.ts';

export interface MeasuredPage {
  code: string;
  /** The page's address, e.g. /login */
  path: string;
  weight: PageWeight;
  budget: PageBudget;
}

const KINDS = [
  { kind: 'js', name: 'JavaScript' },
  { kind: 'css', name: 'CSS' },
] as const;

export function kilobytes(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function largest(assets: readonly PageAsset[], kind: PageAsset['kind']): PageAsset | undefined {
  return assets.filter((asset) => asset.kind === kind).sort((a, b) => b.gzip - a.gzip)[0];
}

/** One line per page and kind over its budget, naming the chunks that weigh most. */
export function budgetProblems(pages: readonly MeasuredPage[]): string[] {
  return pages.flatMap(({ code, path, weight, budget }) =>
    KINDS.filter(({ kind }) => weight[kind] > budget[kind]).map(({ kind, name }) => {
      const chunks = weight.assets.filter((asset) => asset.kind === kind).slice(0, 3);
      const over = kilobytes(weight[kind] - budget[kind]);
      const named = chunks.length > 0 ? `; largest chunks ${chunks.map((asset) => `${asset.href} (${kilobytes(asset.gzip)})`).join(', ')}` : '';
      return `${code} ${path}: initial ${name} ${kilobytes(weight[kind])} is ${over} over its budget of ${kilobytes(budget[kind])}${named}`;
    }),
  );
}

/** Every page's initial JavaScript and CSS next to its budgets, and its largest script. */
export function formatBudgetTable(pages: readonly MeasuredPage[]): string {
  const header = ['country', 'page', 'JS gzip', 'budget', 'CSS gzip', 'budget', 'largest script'];
  const rows = pages.map(({ code, path, weight, budget }) => {
    const script = largest(weight.assets, 'js');
    return [code, path, kilobytes(weight.js), kilobytes(budget.js), kilobytes(weight.css), kilobytes(budget.css), script ? `${script.href} ${kilobytes(script.gzip)}` : '–'];
  });
  return formatTable(header, rows, (column) => column >= 2 && column <= 5);
}
