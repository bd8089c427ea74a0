import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pagesOf } from '../../src/pages/routes.ts';
import { budgetProblems, formatBudgetTable, type MeasuredPage } from '../build/budget-check.ts';
import { PAGE_BUDGETS } from '../build/budgets.ts';
import { pageWeight } from '../build/page-weight.ts';
import { CliError } from '../errors.ts';
import { displayPath } from '../paths.ts';
import { loadValidCountries, requireSelection, type CountrySelection } from '../valid-countries.ts';
import { countryOutDir } from '../vite/vite-config.ts';

export interface BudgetsOptions extends CountrySelection {
  outDir: string;
}

/** Weighs what each built page loads up front and fails when a page is over its budget. */
export async function budgetsCommand(options: BudgetsOptions): Promise<void> {
  requireSelection(options);
  const countries = await loadValidCountries(options);
  const pages: MeasuredPage[] = countries.flatMap((config) => {
    const siteDir = countryOutDir(resolve(options.outDir), config);
    if (!existsSync(siteDir)) throw new CliError(`${config.code} has no build in ${displayPath(siteDir)}; run storefront build --country ${config.code} first`);
    return pagesOf(config).map((route) => ({ code: config.code, path: route.path, weight: pageWeight(siteDir, route.html), budget: PAGE_BUDGETS[route.entry] }));
  });
  console.log(formatBudgetTable(pages));
  const problems = budgetProblems(pages);
  if (problems.length > 0) throw new CliError([`${problems.length} over budget (gzip, 1 KB = 1,024 bytes):`, ...problems.map((line) => `  ${line}`)].join('\n'));
  console.log(`every page is within its budget (gzip, 1 KB = 1,024 bytes)`);
}
