import { describe, expect, it } from 'vitest';
import { located, shippedCountry, validateCountryText } from './test-country-file.ts';

const AUSTRIA = shippedCountry('de').toString('utf8');
const IMPRINT = '    imprint:\n      text: Impressum\n      url: /impressum-s1001.html\n';
const CONSENT_SETTINGS = '    consentSettings:\n      text: Cookie-Einstellungen\n';
const KINDS = 'imprint, informationDuties, privacy, withdrawal, terms, consentSettings';

/** The 1-based line of AT's file where the given text starts: no line number here shifts when a line above changes. */
const lineOf = (text: string) => AUSTRIA.slice(0, AUSTRIA.indexOf(text)).split('\n').length;

const withAustria = (original: string, replacement: string) => {
  expect(AUSTRIA).toContain(original);
  return validateCountryText('de', AUSTRIA.replace(original, replacement)).then(located);
};

describe('footer legal links in the country schema, keyed by kind', () => {
  it('requires a url for every kind but consent settings, reported at the link', async () => {
    expect(await withAustria(IMPRINT, '    imprint:\n      text: Impressum\n')).toEqual([
      `${lineOf(IMPRINT)}:5 footer.legalLinks.imprint is missing the required key "url"; add "url" (where the link goes; every kind but consentSettings needs one)`,
    ]);
  });

  it('refuses a url on consent settings, which opens the consent panel instead', async () => {
    expect(await withAustria(CONSENT_SETTINGS, `${CONSENT_SETTINGS}      url: /cookies\n`)).toEqual([
      `${lineOf(CONSENT_SETTINGS) + 2}:7 unknown key "url" in footer.legalLinks.consentSettings; allowed keys here: text`,
    ]);
  });

  it('suggests the kind a misspelt one meant, and names every kind for one far from all, at the kind', async () => {
    expect(await withAustria(IMPRINT, IMPRINT.replace('imprint:', 'imprnt:'))).toEqual([`${lineOf(IMPRINT)}:5 unknown key "imprnt" in footer.legalLinks; did you mean "imprint"?`]);
    expect(await withAustria(IMPRINT, IMPRINT.replace('imprint:', 'cookies:'))).toEqual([`${lineOf(IMPRINT)}:5 unknown key "cookies" in footer.legalLinks; allowed keys here: ${KINDS}`]);
  });

  it('reports a kind written twice', async () => {
    expect(await withAustria(CONSENT_SETTINGS, `${CONSENT_SETTINGS}${IMPRINT}`)).toEqual([`${lineOf(CONSENT_SETTINGS) + 2}:5 duplicate key "imprint"; allowed: each key once per mapping`]);
  });

  it('needs at least one link', async () => {
    const legalLinks = AUSTRIA.slice(AUSTRIA.indexOf('  legalLinks:\n'), AUSTRIA.indexOf('  viewChanger:\n'));

    expect(await withAustria(legalLinks, '  legalLinks: {}\n')).toEqual([`${lineOf('  legalLinks:\n')}:15 footer.legalLinks has 0 keys; allowed: at least 1`]);
  });
});

describe('footer service groups in the country schema, keyed by kind', () => {
  it('suggests the kind a misspelt group meant, at the kind', async () => {
    expect(await withAustria('      shipping:\n', '      shiping:\n')).toEqual([`${lineOf('      shipping:\n')}:7 unknown key "shiping" in footer.teaser.groups; did you mean "shipping"?`]);
  });

  it('needs at least one group', async () => {
    const groups = AUSTRIA.slice(AUSTRIA.indexOf('    groups:\n'), AUSTRIA.indexOf('  seo:\n'));

    expect(await withAustria(groups, '    groups: {}\n')).toEqual([`${lineOf('    groups:\n')}:13 footer.teaser.groups has 0 keys; allowed: at least 1`]);
  });
});
