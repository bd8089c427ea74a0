export interface NewCountry {
  code: string;
  /** The file stem of the country it extends, e.g. de. */
  extendsStem: string;
  locale: string;
  currency: string;
  name: string;
  shopUrl: string;
  flag: string;
}

function quoted(text: string): string {
  return JSON.stringify(text);
}

/**
 * The new country's file: what makes it a country of its own, and `extends` for the rest, so a
 * fix to the country it came from reaches it too and the file shows at a glance what differs.
 */
export function countryFileText(country: NewCountry): string {
  return [
    '# yaml-language-server: $schema=../schemas/country.schema.json',
    `# ${country.name} (${country.code}), written by \`storefront new-country\`. Every value not written here comes from`,
    `# ${country.extendsStem}.yaml; \`npx storefront show --country ${country.code} --origin\` shows where each one comes from.`,
    `extends: ${country.extendsStem}`,
    `code: ${country.code}`,
    `locale: ${country.locale}`,
    `currency: ${country.currency}`,
    '# The country\'s name in its own language.',
    `displayName: ${quoted(country.name)}`,
    '# This shop in every country\'s switcher and hreflang alternates: its address, flag and name in its own language.',
    'shop:',
    `  url: ${country.shopUrl}`,
    `  flag: ${country.flag}`,
    `  label: ${quoted(country.name)}`,
    '',
  ].join('\n');
}
