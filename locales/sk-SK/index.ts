import type { Translation } from '../i18n-types';

const sk_SK = {
  shell: {
    skipToContent: 'Preskočiť na obsah',
    shopName: 'Internetový obchod',
    currentCountry: 'Krajina: {country}',
  },
  home: {
    metaTitle: 'Internetový obchod – káva, móda, bývanie a ešte viac',
    metaDescription:
      'Káva, móda, bývanie, mobilné služby a šport: každý týždeň objavte nové ponuky v našom internetovom obchode.',
    heading: 'Vitajte v našom obchode – {country}',
    intro: 'Káva, móda, bývanie, mobilné služby a šport: každý týždeň u nás nájdete niečo nové.',
    loginLink: 'Prihlásiť sa',
  },
  login: {
    metaTitle: 'Prihlásenie – internetový obchod',
    metaDescription:
      'Prihláste sa do svojho zákazníckeho účtu a majte prehľad o objednávkach, osobných údajoch a výhodách.',
    heading: 'Prihlásenie',
    intro: 'Prihláste sa pomocou svojej e-mailovej adresy a hesla.',
  },
  widgets: {
    textSlider: { showMore: 'Zobraziť viac', showLess: 'Zobraziť menej' },
    passwordStrength: {
      label: 'Sila hesla: {strength}',
      weak: 'slabé',
      ok: 'dostatočné',
      strong: 'silné',
      veryStrong: 'veľmi silné',
    },
    validation: { fallback: 'Pole {field} nie je platné.' },
    iban: { invalid: 'Zadajte platný IBAN.' },
    notification: { close: 'Zavrieť oznámenie' },
    button: { loading: 'Čakajte, prosím…' },
    modal: { close: 'Zavrieť' },
    field: { valid: 'Zadanie je platné' },
  },
} satisfies Translation;

export default sk_SK;
