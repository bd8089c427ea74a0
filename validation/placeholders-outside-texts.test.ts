import { describe, expect, it } from 'vitest';
import { edited, lineWith, located, shippedCountry, validateCountryText } from './test-country-file.ts';

const pl = shippedCountry('pl').toString('utf8');

const TEXTS_ONLY = 'but placeholders are filled in texts only, so it would stay as written; allowed: the value written out in full (placeholders belong in headlines, paragraphs, headings and link texts)';

describe('placeholders outside texts', () => {
  it('refuses a placeholder in a link address as a brace no address may hold', async () => {
    const text = edited(
      pl,
      ['          url: /metody-platnosci-s1101.html', '          url: /metody-{freeShipping}-s1101.html'],
      ['    voucherConditions: /warunki-bonu-powitalnego-s1205.html', '    voucherConditions: https://x.example/{returnPeriod}'],
    );
    const allowed = 'allowed: a relative path starting with one "/", an https:// address, mailto: or tel:, without braces (placeholders belong in texts)';
    expect(located(await validateCountryText('pl', text))).toEqual([
      `${lineWith(text, 'x.example/{returnPeriod}')}:24 newsletter.links.voucherConditions is "https://x.example/{returnPeriod}"; ${allowed}`,
      `${lineWith(text, '/metody-{freeShipping}')}:18 footer.teaser.groups.payment.heading.link.url is "/metody-{freeShipping}-s1101.html"; ${allowed}`,
    ]);
  });

  it('refuses a placeholder in a label that is no text, at its "{"', async () => {
    const text = edited(pl, ['        label: Facebook', '        label: Facebook {returnPeriod}']);
    expect(located(await validateCountryText('pl', text))).toEqual([
      `${lineWith(text, 'Facebook {returnPeriod}')}:25 footer.socialMedia.socialMediaIcons[0].label holds {returnPeriod}, ${TEXTS_ONLY}`,
    ]);
  });

  it('says that a text written as a lone unquoted placeholder must be quoted: YAML reads it as a mapping', async () => {
    const text = edited(pl, ['  headline: Obsługa i pomoc – jesteśmy do Twojej dyspozycji', '  headline: {returnPeriod}']);
    expect(located(await validateCountryText('pl', text))).toEqual([
      `${lineWith(text, 'headline: {returnPeriod}')}:13 footer.headline is a mapping ({"returnPeriod":null}); allowed: a string; a text that starts with "{" must be quoted: headline: '{returnPeriod}'`,
    ]);
  });

  it('checks placeholders in link texts as in other texts', async () => {
    const text = edited(pl, ['            text: Płatność', '            text: Płatność od {freeShipping} w {returnPerod}']);
    expect(located(await validateCountryText('pl', text))).toEqual([`${lineWith(text, 'w {returnPerod}')}:48 unknown placeholder {returnPerod}; did you mean {returnPeriod}?`]);
  });

  it("refuses braces in the country's names, as new-country refuses them in --name", async () => {
    const text = edited(pl, ['displayName: Polska', 'displayName: Polska {returnPeriod}'], ['  label: Polska', '  label: Polska {']);
    const allowed = 'allowed: a country\'s name in its own language, without "{" or "}": braces mark placeholders, which only texts hold';
    expect(located(await validateCountryText('pl', text)).map((entry) => entry.replace(/^\d+:\d+ /, ''))).toEqual([
      `displayName is "Polska {returnPeriod}"; ${allowed}`,
      `shop.label is "Polska {"; ${allowed}`,
    ]);
  });

  it('gives a value the schema refuses its schema error alone', async () => {
    const text = edited(pl, ['  deliveryLogos: [inpost, dpd]', "  deliveryLogos: [inpost, '{dpd}']"]);
    const messages = located(await validateCountryText('pl', text));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^\d+:\d+ footer\.deliveryLogos\[1\] is "\{dpd\}"/);
  });

  it('calls a known name in braces with spaces inside an unknown placeholder, and leaves an unknown one in spaced braces as text', async () => {
    const text = edited(pl, ['  headline: ', '  headline: Od { freeShipping } i { y } ']);
    expect(located(await validateCountryText('pl', text))).toEqual([
      `${lineWith(text, 'headline: Od')}:16 unknown placeholder { freeShipping }, with spaces inside its braces; did you mean {freeShipping}?`,
    ]);
  });
});
