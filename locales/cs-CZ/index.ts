import type { Translation } from '../i18n-types';

const cs_CZ = {
  shell: {
    skipToContent: 'Přeskočit na obsah',
    shopName: 'Internetový obchod',
    currentCountry: 'Země: {country}',
  },
  home: {
    metaTitle: 'Internetový obchod – káva, móda, bydlení a další',
    metaDescription:
      'Káva, móda, bydlení, mobilní služby a sport: každý týden objevte nové nabídky v našem internetovém obchodě.',
    heading: 'Vítejte v našem obchodě – {country}',
    intro: 'Káva, móda, bydlení, mobilní služby a sport: každý týden u nás najdete něco nového.',
    loginLink: 'Přihlásit se',
  },
  login: {
    metaTitle: 'Přihlášení – internetový obchod',
    metaDescription:
      'Přihlaste se ke svému zákaznickému účtu a mějte přehled o objednávkách, osobních údajích a výhodách.',
    heading: 'Přihlášení',
    intro: 'Přihlaste se pomocí své e-mailové adresy a hesla.',
  },
  widgets: {
    textSlider: { showMore: 'Zobrazit více', showLess: 'Zobrazit méně' },
    passwordStrength: {
      label: 'Síla hesla: {strength}',
      weak: 'slabé',
      ok: 'dostačující',
      strong: 'silné',
      veryStrong: 'velmi silné',
    },
    validation: { fallback: 'Pole {field} není platné.' },
    iban: { invalid: 'Zadejte platný IBAN.' },
    notification: { close: 'Zavřít oznámení' },
    button: { loading: 'Čekejte, prosím…' },
    modal: { close: 'Zavřít' },
    field: { valid: 'Zadání je platné' },
  },
} satisfies Translation;

export default cs_CZ;
