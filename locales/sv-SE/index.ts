import type { Translation } from '../i18n-types';

const sv_SE = {
  shell: {
    skipToContent: 'Hoppa till innehållet',
    shopName: 'Webbutik',
    currentCountry: 'Land: {country}',
  },
  home: {
    metaTitle: 'Webbutik – kaffe, mode, hem och mycket mer',
    metaDescription: 'Kaffe, mode, hem, mobil och sport: upptäck nya erbjudanden varje vecka i vår webbutik.',
    heading: 'Välkommen till vår butik – {country}',
    intro: 'Kaffe, mode, hem, mobil och sport: varje vecka finns det något nytt att upptäcka.',
    loginLink: 'Logga in',
  },
  login: {
    metaTitle: 'Logga in – Webbutik',
    metaDescription: 'Logga in på ditt kundkonto och håll koll på dina beställningar, personuppgifter och förmåner.',
    heading: 'Logga in',
    intro: 'Logga in med din e-postadress och ditt lösenord.',
  },
  widgets: {
    textSlider: { showMore: 'Visa mer', showLess: 'Visa mindre' },
    passwordStrength: {
      label: 'Lösenordsstyrka: {strength}',
      weak: 'svagt',
      ok: 'okej',
      strong: 'starkt',
      veryStrong: 'mycket starkt',
    },
    validation: { fallback: '{field} är inte giltigt.' },
    iban: { invalid: 'Ange ett giltigt IBAN.' },
    notification: { close: 'Stäng meddelandet' },
    button: { loading: 'Vänta …' },
    modal: { close: 'Stäng' },
    field: { valid: 'Giltig inmatning' },
  },
} satisfies Translation;

export default sv_SE;
