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
  newsletter: {
    heading: 'Přihlášení k odběru newsletteru',
    intro: 'Dozvíte se jako první o nových nabídkách, akcích a druzích kávy.',
    voucherLabel: 'Uvítací poukaz',
    discountAnnouncement: 'Sleva {discount} s uvítacím poukazem',
    email: 'E-mailová adresa',
    salutation: 'Oslovení',
    salutationPlaceholder: 'Vyberte prosím',
    salutations: {
      MRS: 'Paní',
      MR: 'Pan',
      DIVERS: 'Jiné / bez oslovení',
      COMPANY: 'Firma',
    },
    firstName: 'Jméno',
    lastName: 'Příjmení',
    legalNotice: {
      title: 'Právní informace k newsletteru',
      text: 'Po přihlášení vám budeme e-mailem pravidelně zasílat informace o našich nabídkách, akcích a novinkách. Odběr newsletteru můžete kdykoli zrušit pomocí odkazu pro odhlášení, který najdete v každém e-mailu.',
      legalAge: 'Přihlásit se můžete od {age} let.',
      unconfirmedDeletion: 'Nepotvrzené přihlášky mažeme po {days} dnech.',
      unopenedStop: 'Pokud naše newslettery {years} {{|rok||roky|roku|let}} neotevřete, můžeme jejich zasílání ukončit.',
      voucherValidity: 'Poukaz platí {months} {{|měsíc||měsíce|měsíce|měsíců}} od přihlášení.',
      voucherSingleUse: 'Lze ho uplatnit pouze jednou.',
      contactBefore: 'Máte dotazy k newsletteru? Náš ',
      contactLink: 'zákaznický servis',
      contactAfter: ' vám rád pomůže.',
    },
    newsletterConsent: 'Chci dostávat newsletter e-mailem a souhlasím se zasíláním obchodních sdělení elektronickou cestou.',
    consentLinks: {
      newsletterInfo: 'Informace o newsletteru',
      commercialMessageConsent: 'Souhlas se zasíláním obchodních sdělení',
      consentText: 'Text souhlasu',
    },
    personalisationConsent: 'Ano, chci dostávat personalizované nabídky. Za tímto účelem smí být vyhodnocováno mé nákupní chování a způsob, jakým obchod používám.',
    privacyHint: {
      before: 'Informace o tom, jak zpracováváme vaše údaje, najdete v našich ',
      link: 'zásadách ochrany osobních údajů',
      after: '.',
    },
    submit: 'Přihlásit se k odběru',
    requiredFootnote: '* Povinné pole',
    voucherFootnote: {
      before: 'Poukaz lze uplatnit při jednom nákupu v internetovém obchodě. Platí ',
      link: 'podmínky pro uplatnění poukazů',
      after: '.',
    },
    sampleNewsletter: 'Zobrazit ukázku newsletteru',
    honeypot: 'Toto pole prosím nevyplňujte',
    errors: {
      emailRequired: 'E-mailová adresa je povinný údaj.',
      emailInvalid: 'Zadejte prosím platnou e-mailovou adresu.',
      firstNameRequired: 'Jméno je povinný údaj.',
      lastNameRequired: 'Příjmení je povinný údaj.',
      invalidCharacters: 'Toto pole obsahuje neplatné znaky.',
      salutationRequired: 'Oslovení je povinný údaj.',
      newsletterConsentRequired: 'Pro přihlášení k odběru newsletteru prosím udělte souhlas se zasíláním obchodních sdělení.',
      generic: 'Z technických důvodů se nyní nelze přihlásit k odběru newsletteru. Zkuste to prosím později!',
      linkInvalid: 'Tento odkaz již bohužel není platný. Přihlaste se prosím k odběru newsletteru znovu.',
    },
    success: {
      title: 'Děkujeme za přihlášení k odběru newsletteru',
      text: 'Důležité! Na adresu {email} vám právě posíláme e-mail. Přihlášení prosím potvrďte jednoduše kliknutím na odkaz v tomto e-mailu.',
    },
    confirmation: {
      metaTitle: 'Potvrzení přihlášení k newsletteru – internetový obchod',
      metaDescription: 'Potvrďte přihlášení k odběru našeho newsletteru.',
      confirming: 'Potvrzujeme vaše přihlášení…',
      heading: 'Děkujeme! Vaše přihlášení je potvrzeno.',
      text: 'Od této chvíle budete dostávat náš newsletter. Uvítací poukaz vám zašleme e-mailem.',
      continueShopping: 'Pokračovat v nákupu',
    },
    signupPage: {
      metaTitle: 'Odběr newsletteru – internetový obchod',
      metaDescription: 'Přihlaste se k odběru našeho newsletteru a získejte uvítací poukaz.',
    },
  },
  footer: {
    labels: {
      deliveryLogos: 'Dopravci',
      paymentLogos: 'Způsoby platby',
      qualityLogos: 'Certifikáty kvality',
      legalLinks: 'Právní informace',
      countrySwitcher: 'Vybrat zemi',
    },
  },
} satisfies Translation;

export default cs_CZ;
