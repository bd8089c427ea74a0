import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { paths } from '../paths.ts';
import { CountryResolver } from '../resolve-extends.ts';
import { withConstantsFilled } from './fill-texts.ts';

function shipped(code: string): CountryConfig {
  return new CountryResolver().resolve(join(paths.countries, `${code}.yaml`)).data as CountryConfig;
}

function groupText(country: CountryConfig, kind: keyof CountryConfig['footer']['teaser']['groups']): string | undefined {
  return country.footer.teaser.groups[kind]?.introductoryText;
}

function withHeadline(country: CountryConfig, headline: string): CountryConfig {
  return { ...country, footer: { ...country.footer, headline } };
}

describe('withConstantsFilled', () => {
  it("writes each placeholder of a text as the country's constant", () => {
    const tr = withConstantsFilled(shipped('tr'));
    expect(groupText(tr, 'shipping')).toBe('Siparişleriniz 1–2 iş günü içinde kargoya verilir; ₺1.000 ve üzeri alışverişlerde kargo ücretsizdir.');
    expect(groupText(tr, 'contact')).toBe('Müşteri hizmetlerimize her gün 09:00–19:00 arası +90 850 000 00 00 numarasından ulaşabilirsiniz.');
    expect(tr.footer.salesTax.textBeforeLink).toBe('₺1.000 altındaki siparişlerde ');
  });

  it('follows a changed constant: PL at 150 says 150 zł', () => {
    const pl = shipped('pl');
    const raised = withConstantsFilled({ ...pl, business: { ...pl.business, freeShipping: { threshold: 150 } } });
    expect(groupText(raised, 'shipping')).toBe('Darmowa dostawa od 150\u00A0zł – wysyłamy z InPost i DPD.');
  });

  it('fills several placeholders in one text, and the same one twice', () => {
    const cz = shipped('cz');
    const twice = withHeadline(cz, '{freeShippingLoyaltyCard} / {freeShippingLoyaltyCard}, {freeCoffeeEvery}.');
    expect(withConstantsFilled(twice).footer.headline).toBe('499\u00A0Kč / 499\u00A0Kč, 11.');
  });

  it('writes a doubled brace as one brace, so a text can show a name in braces beside a placeholder', () => {
    const cz = shipped('cz');
    const escaped = withHeadline(cz, 'Zadejte {{name}} – {{{freeCoffeeEvery}}}, }} a {{');
    expect(withConstantsFilled(escaped).footer.headline).toBe('Zadejte {name} – {11}, } a {');
  });

  it('fills the texts the schemas mark, and leaves addresses, names and labels as written', () => {
    const pl = shipped('pl');
    const linkTo = (url: string, text: string) => ({ link: { url, text }, hideInClassic: false });
    const shipping = pl.footer.teaser.groups.shipping!;
    const written: CountryConfig = {
      ...pl,
      displayName: 'Polska {returnPeriod}',
      shop: { ...pl.shop, label: 'Polska {returnPeriod}' },
      newsletter: { ...pl.newsletter, links: { ...pl.newsletter.links, voucherConditions: 'https://x.example/{returnPeriod}' } },
      footer: { ...pl.footer, teaser: { groups: { ...pl.footer.teaser.groups, shipping: { ...shipping, links: [linkTo('/metody-{freeShipping}-s1101.html', 'Dostawa od {freeShipping}')] } } } },
    };
    const filled = withConstantsFilled(written);
    expect(filled.footer.teaser.groups.shipping!.links).toEqual([linkTo('/metody-{freeShipping}-s1101.html', 'Dostawa od 100\u00A0zł')]);
    expect([filled.displayName, filled.shop.label, filled.newsletter.links.voucherConditions]).toEqual(['Polska {returnPeriod}', 'Polska {returnPeriod}', 'https://x.example/{returnPeriod}']);
  });

  it('leaves everything without a placeholder as it was, and the input untouched', () => {
    const de = shipped('de');
    const before = structuredClone(de);
    const filled = withConstantsFilled(de);
    expect(de).toEqual(before);
    expect({ ...filled, footer: { ...filled.footer, teaser: de.footer.teaser } }).toEqual(de);
    expect(groupText(filled, 'returns')).toBe('Sie haben 30 Tage Rückgaberecht – einfach per Paket oder in Ihrer Filiale zurückgeben.');
  });

  it('leaves no placeholder in any of the nine countries', () => {
    for (const code of ['at', 'ch', 'ch_fr', 'cz', 'de', 'hu', 'pl', 'sk', 'tr']) {
      expect(JSON.stringify(withConstantsFilled(shipped(code)))).not.toMatch(/\{[A-Za-z]+\}/);
    }
  });
});
