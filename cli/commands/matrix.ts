import type { CountryConfig, NewsletterElements } from '../../src/config/country.generated.ts';
import { inCountryOrder } from '../../validation/country-order.ts';
import { loadValidCountries, type CountrySelection } from '../valid-countries.ts';
import { readSchema } from '../../validation/schema-registry.ts';

type ElementName = keyof NewsletterElements;
type Mark = 'required' | 'shown' | 'hidden';

/** Row labels as the spec's §2.1 table names the elements. */
const LABELS: Record<ElementName, string> = {
  email: 'Email',
  salutation: 'Salutation',
  firstName: 'First name',
  lastName: 'Last name',
  legalNoticePanel: 'Collapsible legal notice panel',
  newsletterConsent: 'Newsletter consent checkbox (legals NEWSLETTER)',
  personalisationConsent: 'Personalisation (DNE) consent checkbox',
  privacyHint: 'Privacy hint line',
  submitButton: 'Submit button',
  requiredFootnote: "Footnote '* Pflichtfeld'",
  voucherFootnote: 'Voucher footnote',
  honeypot: 'Hidden honeypot field verify-email',
};

const SYMBOLS: Record<Mark, string> = { required: '✔ required', shown: '✔', hidden: '–' };

function markOf(config: CountryConfig, element: ElementName): Mark {
  const rule = config.newsletter.elements[element];
  if (!rule.show) return 'hidden';
  return 'required' in rule && rule.required ? 'required' : 'shown';
}

/** Elements in the schema's order, which follows the spec's table. */
function elementNames(): ElementName[] {
  const schema = readSchema('newsletter.schema.json') as { properties: { elements: { required: ElementName[] } } };
  return schema.properties.elements.required;
}

function markdown(countries: CountryConfig[], elements: ElementName[]): string {
  const header = `| Element | ${countries.map((config) => config.code).join(' | ')} |`;
  const rule = `|---|${countries.map(() => ':-:').join('|')}|`;
  const rows = elements.map((element) => `| ${LABELS[element]} | ${countries.map((config) => SYMBOLS[markOf(config, element)]).join(' | ')} |`);
  return [header, rule, ...rows, '', `✔ shown, ✔ required: shown and required, – not shown`].join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function html(countries: CountryConfig[], elements: ElementName[]): string {
  const head = countries.map((config) => `<th scope="col">${escapeHtml(config.code)}</th>`).join('');
  const rows = elements
    .map((element) => {
      const cells = countries.map((config) => {
        const mark = markOf(config, element);
        return `<td class="${mark}">${escapeHtml(SYMBOLS[mark])}</td>`;
      });
      return `<tr><th scope="row">${escapeHtml(LABELS[element])}</th>${cells.join('')}</tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Newsletter form elements per country</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}th,td{border:1px solid #999;padding:.3rem .6rem}td{text-align:center}.required{background:#d8f0d8}.hidden{color:#555}</style></head>
<body>
<h1>Newsletter form elements per country</h1>
<table>
<thead><tr><th scope="col">Element</th>${head}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p>✔ shown, ✔ required: shown and required, – not shown</p>
</body>
</html>`;
}

export async function matrixCommand(options: CountrySelection & { format: 'md' | 'html' }): Promise<void> {
  const countries = inCountryOrder(await loadValidCountries(options), options.countries);
  const render = options.format === 'html' ? html : markdown;
  console.log(render(countries, elementNames()));
}
