import { CliError } from '../../validation/errors.ts';
import { CountryResolver } from '../../validation/resolve-extends.ts';
import { countryTexts } from './country-texts.ts';
import { textsLeftReport } from './status-report.ts';

/**
 * The release gate: refuses when a country to build shows a text in another language than its own
 * (inherited from a parent of another language, or a copy still marked to translate) or lacks one,
 * listing each at the line to fix it. A shop half in Dutch and half in German must not ship.
 */
export function requireTranslated(countryFiles: readonly string[], localesDir: string): void {
  const resolver = new CountryResolver();
  const left = textsLeftReport(countryFiles.map((file) => countryTexts(file, localesDir, resolver)));
  if (left.length === 0) return;
  throw new CliError(
    `${left.join('\n')}\n\ncannot build a release: a shopper would read these texts in another language, or miss them. Translate them (storefront translations status lists them; docs/translators.md), or build without --release for development.`);
}
