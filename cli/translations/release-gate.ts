import { CliError } from '../../validation/errors.ts';
import { displayPath } from '../../validation/paths.ts';
import { CountryResolver } from '../../validation/resolve-extends.ts';
import { countryTexts } from './country-texts.ts';
import { staleReport, staleTexts, untranslatedReport } from './status-report.ts';

const UNTRANSLATED =
  'a shopper would read these texts in another language, or miss them. Translate them (storefront translations status lists them; docs/translators.md), or build without --release for development.';
const STALE =
  "a shopper would read a translation of a German text that has changed since. Update each in a translation tool and import it (docs/translators.md), or, to ship them as they are, write acceptStaleTranslations: true in the country's file (docs/release-engineers.md).";

/** The file that accepts a country's stale texts (its own, or one it inherits the key from), or nothing when none does. */
function staleAcceptedBy(resolver: CountryResolver, file: string): string | undefined {
  const country = resolver.resolve(file);
  const accepts = (country.data as { acceptStaleTranslations?: boolean }).acceptStaleTranslations === true;
  return accepts ? displayPath(country.origins.get('/acceptStaleTranslations')!.source.file) : undefined;
}

/**
 * The release gate: refuses when a country to build shows a text in another language than its own
 * (inherited from a parent of another language, or a copy still marked to translate), lacks one,
 * or shows a translation of German that has changed since (unless its data accepts that), listing
 * each at the line to fix it. A shop half in Dutch and half in German must not ship, nor one whose
 * Polish still announces last year's offer.
 */
export function requireTranslated(countryFiles: readonly string[], localesDir: string): void {
  const resolver = new CountryResolver();
  const countries = countryFiles.map((file) => ({ texts: countryTexts(file, localesDir, resolver), acceptedBy: staleAcceptedBy(resolver, file) }));
  for (const { texts, acceptedBy } of countries) {
    const stale = staleTexts(texts).length;
    if (acceptedBy && stale > 0) console.error(`${texts.code} (${texts.locale}): releasing ${stale} stale texts, as ${acceptedBy} accepts them (acceptStaleTranslations: true)`);
  }
  const untranslated = countries.flatMap(({ texts }) => untranslatedReport(texts));
  const stale = countries.flatMap(({ texts, acceptedBy }) => (acceptedBy ? [] : staleReport(texts)));
  if (untranslated.length === 0 && stale.length === 0) return;
  const reasons = [...(untranslated.length > 0 ? [UNTRANSLATED] : []), ...(stale.length > 0 ? [STALE] : [])];
  throw new CliError(`${[...untranslated, ...stale].join('\n')}\n\n${reasons.map((reason) => `cannot build a release: ${reason}`).join('\n')}`);
}
