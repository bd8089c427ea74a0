import de_DE from '../de-DE';
import { extendLocale } from '../extend-locale';
import type { Translation } from '../i18n-types';

// Swiss Standard German: no "ß", always "ss", and "Onlineshop" in one word. Every other text is Germany's.
const de_CH = extendLocale<Translation>(de_DE, {
  shell: { shopName: 'Onlineshop' },
  home: {
    metaTitle: 'Onlineshop – Kaffee, Mode, Wohnen und mehr',
    metaDescription:
      'Kaffee, Mode, Wohnen, Mobilfunk und Sport: Entdecken Sie jede Woche neue Angebote in unserem Onlineshop.',
  },
  login: { metaTitle: 'Anmelden – Onlineshop' },
  notFound: { metaTitle: 'Seite nicht gefunden – Onlineshop' },
  widgets: {
    notification: { close: 'Hinweis schliessen' },
    modal: { close: 'Schliessen' },
  },
  newsletter: {
    legalNotice: {
      text: 'Mit Ihrer Anmeldung erhalten Sie regelmässig per E-Mail Informationen zu unseren Angeboten, Aktionen und Neuheiten. Sie können den Newsletter jederzeit über den Abmeldelink in jeder E-Mail abbestellen.',
    },
    voucherFootnote: { before: 'Der Gutschein gilt für einen Einkauf im Onlineshop. Es gelten die ' },
    confirmation: { metaTitle: 'Newsletter-Anmeldung bestätigen – Onlineshop' },
    signupPage: { metaTitle: 'Newsletter abonnieren – Onlineshop' },
  },
  footer: {
    shopCookies: {
      csrf: 'Schützen Ihre Eingaben in Formularen davor, dass eine fremde Website sie in Ihrem Namen absendet. Sie werden gelöscht, wenn Sie den Browser schliessen.',
      storage: 'Ohne Cookie, nur in Ihrem Browser, merkt sich der Shop ausserdem die Ansicht des Seitenfusses, die Sie gewählt haben (bis Sie den Tab schliessen), und Ihre Testgruppen, damit jede nur einmal gezählt wird.',
      close: 'Schliessen',
    },
  },
});

export default de_CH;
