import type { Translation } from '../i18n-types';

const da_DK = {
  shell: {
    skipToContent: 'Gå til indhold',
    shopName: 'Webshop',
    currentCountry: 'Land: {country}',
  },
  home: {
    metaTitle: 'Webshop – kaffe, mode, bolig og meget mere',
    metaDescription: 'Kaffe, mode, bolig, mobil og sport: Opdag nye tilbud hver uge i vores webshop.',
    heading: 'Velkommen til vores butik – {country}',
    intro: 'Kaffe, mode, bolig, mobil og sport: Hver uge er der noget nyt at opdage.',
    loginLink: 'Log ind',
  },
  login: {
    metaTitle: 'Log ind – Webshop',
    metaDescription: 'Log ind på din kundekonto, og hold styr på dine ordrer, personlige oplysninger og fordele.',
    heading: 'Log ind',
    intro: 'Log ind med din e-mailadresse og din adgangskode.',
  },
  widgets: {
    textSlider: { showMore: 'Vis mere', showLess: 'Vis mindre' },
    passwordStrength: {
      label: 'Adgangskodens styrke: {strength}',
      weak: 'svag',
      ok: 'okay',
      strong: 'stærk',
      veryStrong: 'meget stærk',
    },
    validation: { fallback: '{field} er ikke gyldig.' },
    iban: { invalid: 'Angiv et gyldigt IBAN.' },
    notification: { close: 'Luk meddelelsen' },
    button: { loading: 'Vent venligst …' },
    modal: { close: 'Luk' },
    field: { valid: 'Gyldigt input' },
  },
} satisfies Translation;

export default da_DK;
