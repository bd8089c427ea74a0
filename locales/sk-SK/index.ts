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
  newsletter: {
    heading: 'Prihlásenie na odber newslettera',
    intro: 'Ako prví sa dozviete o nových ponukách, akciách a druhoch kávy.',
    voucherLabel: 'Uvítací kupón',
    discountAnnouncement: 'Zľava {discount} s uvítacím kupónom',
    email: 'E-mailová adresa',
    salutation: 'Oslovenie',
    salutationPlaceholder: 'Vyberte, prosím',
    salutations: {
      MRS: 'Pani',
      MR: 'Pán',
      DIVERS: 'Iné / bez oslovenia',
      COMPANY: 'Firma',
    },
    firstName: 'Meno',
    lastName: 'Priezvisko',
    legalNotice: {
      title: 'Právne informácie k newsletteru',
      text: 'Po prihlásení vám budeme e-mailom pravidelne posielať informácie o našich ponukách, akciách a novinkách. Odber newslettera môžete kedykoľvek zrušiť pomocou odkazu na odhlásenie, ktorý nájdete v každom e-maile.',
      legalAge: 'Prihlásiť sa môžete od {age} rokov.',
      unconfirmedDeletion: 'Nepotvrdené prihlásenia vymažeme po {days} dňoch.',
      unopenedStop: 'Ak naše newslettery {years} {{|rok||roky|roka|rokov}} neotvoríte, môžeme ich zasielanie ukončiť.',
      voucherValidity: 'Kupón platí {months} {{|mesiac||mesiace|mesiaca|mesiacov}} od prihlásenia.',
      voucherSingleUse: 'Uplatniť ho môžete iba raz.',
      contactBefore: 'Máte otázky k newsletteru? Náš ',
      contactLink: 'zákaznícky servis',
      contactAfter: ' vám rád pomôže.',
    },
    newsletterConsent: 'Chcem dostávať newsletter e-mailom a súhlasím so zasielaním obchodných oznámení elektronickou cestou.',
    consentLinks: {
      newsletterInfo: 'Informácie o newsletteri',
      commercialMessageConsent: 'Súhlas so zasielaním obchodných oznámení',
      consentText: 'Text súhlasu',
    },
    personalisationConsent: 'Áno, chcem dostávať personalizované ponuky. Na tento účel sa môže vyhodnocovať moje nákupné správanie a spôsob, akým obchod používam.',
    privacyHint: {
      before: 'Informácie o tom, ako spracúvame vaše údaje, nájdete v našich ',
      link: 'zásadách ochrany osobných údajov',
      after: '.',
    },
    submit: 'Prihlásiť sa na odber',
    requiredFootnote: '* Povinné pole',
    voucherFootnote: {
      before: 'Kupón môžete uplatniť pri jednom nákupe v internetovom obchode. Platia ',
      link: 'podmienky používania kupónov',
      after: '.',
    },
    sampleNewsletter: 'Zobraziť ukážku newslettera',
    honeypot: 'Toto pole, prosím, nevypĺňajte',
    errors: {
      emailRequired: 'E-mailová adresa je povinný údaj.',
      emailInvalid: 'Zadajte, prosím, platnú e-mailovú adresu.',
      firstNameRequired: 'Meno je povinný údaj.',
      lastNameRequired: 'Priezvisko je povinný údaj.',
      invalidCharacters: 'Toto pole obsahuje neplatné znaky.',
      salutationRequired: 'Oslovenie je povinný údaj.',
      newsletterConsentRequired: 'Ak sa chcete prihlásiť na odber newslettera, udeľte, prosím, súhlas so zasielaním obchodných oznámení.',
      generic: 'Z technických dôvodov momentálne nie je možné prihlásiť sa na odber newslettera. Skúste to, prosím, neskôr!',
      linkInvalid: 'Tento odkaz už, žiaľ, nie je platný. Prihláste sa, prosím, na odber newslettera znova.',
    },
    success: {
      title: 'Ďakujeme za prihlásenie na odber newslettera',
      text: 'Dôležité! Na adresu {email} vám práve posielame e-mail. Prihlásenie, prosím, potvrďte jednoduchým kliknutím na odkaz v tomto e-maile.',
    },
    confirmation: {
      metaTitle: 'Potvrdenie prihlásenia na odber newslettera – internetový obchod',
      metaDescription: 'Potvrďte prihlásenie na odber nášho newslettera.',
      confirming: 'Potvrdzujeme vaše prihlásenie…',
      heading: 'Ďakujeme! Vaše prihlásenie je potvrdené.',
      text: 'Odteraz budete dostávať náš newsletter. Uvítací kupón vám pošleme e-mailom.',
      continueShopping: 'Pokračovať v nákupe',
    },
    signupPage: {
      metaTitle: 'Odber newslettera – internetový obchod',
      metaDescription: 'Prihláste sa na odber nášho newslettera a získajte uvítací kupón.',
    },
  },
  footer: {
    labels: {
      deliveryLogos: 'Doručovacie služby',
      paymentLogos: 'Spôsoby platby',
      qualityLogos: 'Certifikáty kvality',
      legalLinks: 'Právne informácie',
      countrySwitcher: 'Vybrať krajinu',
    },
  },
} satisfies Translation;

export default sk_SK;
