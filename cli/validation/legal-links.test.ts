import { describe, expect, it } from 'vitest';
import { located, shippedCountry, validateCountryText } from './test-country-file.ts';

const AUSTRIA = shippedCountry('at').toString('utf8');
const IMPRINT = '    - kind: imprint\n      text: Impressum\n      url: /impressum-s1001.html\n';
const CONSENT_SETTINGS = '    - kind: consentSettings\n      text: Cookie-Einstellungen\n';
const KINDS = '"imprint", "informationDuties", "privacy", "withdrawal", "terms", "consentSettings"';

const withLegalLink = (original: string, replacement: string) => {
  expect(AUSTRIA).toContain(original);
  return validateCountryText('at', AUSTRIA.replace(original, replacement)).then(located);
};

describe('footer legal links in the country schema', () => {
  it('requires a url for every kind but consent settings, reported at the link', async () => {
    expect(await withLegalLink(IMPRINT, '    - kind: imprint\n      text: Impressum\n')).toEqual([
      '403:7 footer.legalLinks[0] is missing the required key "url"; add "url" (where the link goes; every kind but consentSettings needs one)',
    ]);
  });

  it('refuses a url on consent settings, which opens the consent panel instead', async () => {
    expect(await withLegalLink(CONSENT_SETTINGS, `${CONSENT_SETTINGS}      url: /cookies\n`)).toEqual([
      '414:7 unknown key "url" in footer.legalLinks[3]; allowed keys here: kind, text',
    ]);
  });

  it('names the allowed kinds for a misspelt or mistyped kind, at the kind', async () => {
    expect(await withLegalLink('- kind: imprint\n', '- kind: imprnt\n')).toEqual([`403:13 footer.legalLinks[0].kind is "imprnt"; allowed: ${KINDS}`]);
    expect(await withLegalLink('- kind: imprint\n', '- kind: 5\n')).toEqual([`403:13 footer.legalLinks[0].kind is 5; allowed: ${KINDS}`]);
  });

  it('asks for the kind when it is missing', async () => {
    expect(await withLegalLink(IMPRINT, '    - text: Impressum\n      url: /impressum-s1001.html\n')).toEqual([
      `403:7 footer.legalLinks[0] is missing the required key "kind"; add "kind" (one of ${KINDS})`,
    ]);
  });
});
