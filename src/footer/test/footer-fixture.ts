import type { FooterConfig, LegalLinks, ServiceGroup, ServiceGroups } from '../../config/country.generated';
import { routes } from '../../app/routes';
import type { ShopEntry } from '../../config/shop-entry';

function group(kind: keyof ServiceGroups, title: string, hideGroupInCheckout: boolean): ServiceGroup {
  return {
    heading: { iconName: 'payment', link: { url: `/${kind}-s1.html`, text: title } },
    hideGroupInCheckout,
    introductoryText: `${title}: Einleitung`,
    links: [
      { link: { url: `/${kind}-s2.html`, text: `${title} immer` }, hideInClassic: false },
      { link: { url: `/${kind}-s3.html`, text: `${title} nur mobil` }, hideInClassic: true },
    ],
    images: [],
    overviewLink: { url: `/${kind}-s4.html`, text: `${title} Übersicht` },
  };
}

/**
 * A small footer with every part the components render, independent of countries/*.yaml. It holds
 * some of the kinds the schema requires in every country: the components render whichever the data has.
 */
export const footerFixture: FooterConfig = {
  headline: 'Service und Hilfe',
  deliveryLogos: ['dhl', 'hermes'],
  paymentLogos: ['visa', 'paypal'],
  teaser: {
    groups: {
      payment: { ...group('payment', 'Bezahlung', false), images: [{ label: 'Visa', source: 'visa' }] },
      shipping: group('shipping', 'Versand', false),
      returns: group('returns', 'Rückgabe', true),
      contact: group('contact', 'Kontakt', false),
      aboutCompany: { ...group('aboutCompany', 'Unternehmen', true), links: [{ link: { url: 'https://karriere.example.com/', text: 'Karriere' }, hideInClassic: false }] },
    } as ServiceGroups,
  },
  seo: { heading: 'Beliebte Kategorien', columns: [{ links: [{ url: '/kaffee-c1.html', text: 'Kaffee' }] }, { links: [{ url: '/c2', text: 'Mode' }] }] },
  socialMedia: {
    heading: 'Folgen Sie uns',
    socialMediaIcons: [{ iconName: 'instagram', link: 'https://www.instagram.com/example', label: 'Instagram' }],
  },
  appReferences: {
    heading: 'Unsere App',
    appIcons: [{ iconName: 'appStore', link: 'https://apps.apple.com/app/example', label: 'App Store' }],
  },
  qualityLogos: [{ source: 'trustedShops', label: 'Trusted Shops Gütesiegel', link: 'https://www.trustedshops.de/', width: 80, height: 80 }],
  legalLinks: {
    imprint: { text: 'Impressum', url: '/impressum-s10.html' },
    privacy: { text: 'Datenschutz', url: '/datenschutz-s11.html' },
    consentSettings: { text: 'Cookie-Einstellungen' },
    terms: { text: 'AGB', url: '/agb-s12.html' },
  } as LegalLinks,
  viewChanger: { toMobile: 'Zur mobilen Ansicht', toDesktop: 'Zur Desktop-Ansicht' },
  salesTax: { vatNote: 'Alle Preise inkl. MwSt.,', textBeforeLink: 'zzgl. ', link: { url: '/versandkosten-s13.html', text: 'Versandkosten' }, textAfterLink: '.' },
  reducedModeCookies: ['affiliate'],
  consentSettingsEvent: 'consent:open-settings',
};

const EVERY_SHOP_HAS = [routes.home, routes.login];

/** Three shops, as the build hands every bundle all countries' shop entries; only AT has the sign-up page. */
export const shopsFixture: ShopEntry[] = [
  { code: 'DE', label: 'Deutschland', url: 'https://www.example.de/', flag: 'flag-de.svg', locale: 'de-DE', paths: EVERY_SHOP_HAS },
  { code: 'AT', label: 'Österreich', url: 'https://www.example.at/', flag: 'flag-at.svg', locale: 'de-AT', paths: [...EVERY_SHOP_HAS, routes.subscribeNewsletter] },
  { code: 'TR', label: 'Türkiye', url: 'https://www.example.com.tr/', flag: 'flag-tr.svg', locale: 'tr-TR', paths: EVERY_SHOP_HAS },
];
