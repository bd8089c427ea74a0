import { describe, expect, it } from 'vitest';
import { loadValidCountries } from '../valid-countries.ts';
import { inheritedValuesToCheck } from './inherited-values.ts';

const countries = await loadValidCountries({});
const listed = (from: string, newCountry: { code: string; locale: string }) =>
  inheritedValuesToCheck(countries.find(({ code }) => code === from)!, newCountry).map(({ path, value }) => `${path}: ${value}`);

describe('the inherited values a new country must check', () => {
  it("are the source's legal age, its business constants and its links that name its region or language", () => {
    const values = listed('TR', { code: 'AZ', locale: 'az-AZ' });
    expect(values).toContain('legalAge: 16');
    expect(values).toContain('business.returns: { kind: return, period: { amount: 90, unit: day }, free: true, exchange: true }');
    expect(values).toContain('business.customerService: { phone: +90 850 000 00 00, days: everyDay, opens: 09:00, closes: 19:00 }');
    expect(values).toContain('footer.teaser.groups.aboutCompany.links[0].link.url: https://careers.shop-group.example.com/tr-tr/');
    expect(values).toContain('footer.appReferences.appIcons[0].link: https://apps.apple.example.com/tr/app/shop-example/id1000000001');
  });

  it('leave out texts, links that name no country, and the shop entry the new file writes', () => {
    const values = listed('DE', { code: 'NL', locale: 'nl-NL' }).join('\n');
    expect(values).not.toMatch(/headline|\.text:|kundenkarte|shop\.url/);
    expect(values.split('\n')).toHaveLength(14);
  });

  it('always hold the social-media links: they are the source country\'s accounts, named or not', () => {
    expect(listed('DE', { code: 'NL', locale: 'nl-NL' })).toContain('footer.socialMedia.socialMediaIcons[0].link: https://www.facebook.example.com/shopexamplede');
    expect(listed('CH', { code: 'CH_IT', locale: 'it-CH' }).filter((value) => value.startsWith('footer.socialMedia.'))).toHaveLength(4);
  });

  it("leave out a link whose marker the new country shares: CH_IT keeps CH's region, LI its language", () => {
    const forItalian = listed('CH', { code: 'CH_IT', locale: 'it-CH' }).join('\n');
    expect(forItalian).toContain('https://careers.shop-group.example.com/de-ch/');
    expect(forItalian).not.toContain('/ch/app/');
    const forLiechtenstein = listed('CH', { code: 'LI', locale: 'de-LI' }).join('\n');
    expect(forLiechtenstein).toContain('/ch/app/');
  });
});
