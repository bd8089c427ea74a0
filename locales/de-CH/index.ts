import type { Translation } from '../i18n-types';

// Swiss Standard German: no "ß", always "ss".
const de_CH = {
  shell: {
    skipToContent: 'Zum Inhalt springen',
    shopName: 'Onlineshop',
    currentCountry: 'Land: {country}',
  },
  home: {
    metaTitle: 'Onlineshop – Kaffee, Mode, Wohnen und mehr',
    metaDescription:
      'Kaffee, Mode, Wohnen, Mobilfunk und Sport: Entdecken Sie jede Woche neue Angebote in unserem Onlineshop.',
    heading: 'Willkommen in unserem Shop – {country}',
    intro: 'Kaffee, Mode, Wohnen, Mobilfunk und Sport: Bei uns gibt es jede Woche Neues zu entdecken.',
    loginLink: 'Anmelden',
  },
  login: {
    metaTitle: 'Anmelden – Onlineshop',
    metaDescription:
      'Melden Sie sich in Ihrem Kundenkonto an und behalten Sie Bestellungen, persönliche Daten und Vorteile im Blick.',
    heading: 'Anmelden',
    intro: 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  },
  widgets: {
    textSlider: { showMore: 'Mehr anzeigen', showLess: 'Weniger anzeigen' },
    passwordStrength: {
      label: 'Passwortstärke: {strength}',
      weak: 'schwach',
      ok: 'ausreichend',
      strong: 'stark',
      veryStrong: 'sehr stark',
    },
    validation: { fallback: '{field} ist nicht gültig.' },
    iban: { invalid: 'Bitte geben Sie eine gültige IBAN ein.' },
    notification: { close: 'Hinweis schliessen' },
    button: { loading: 'Bitte warten …' },
    modal: { close: 'Schliessen' },
    field: { valid: 'Eingabe ist gültig' },
  },
} satisfies Translation;

export default de_CH;
