import type { Translation } from '../i18n-types';

const tr_TR = {
  shell: {
    skipToContent: 'İçeriğe geç',
    shopName: 'Online mağaza',
    currentCountry: 'Ülke: {country}',
  },
  home: {
    metaTitle: 'Online mağaza – kahve, moda, ev yaşam ve daha fazlası',
    metaDescription:
      'Kahve, moda, ev yaşam, mobil hat ve spor: online mağazamızda her hafta yeni fırsatları keşfedin.',
    heading: 'Mağazamıza hoş geldiniz – {country}',
    intro: 'Kahve, moda, ev yaşam, mobil hat ve spor: her hafta keşfedilecek yenilikler sizi bekliyor.',
    loginLink: 'Giriş yap',
  },
  login: {
    metaTitle: 'Giriş yap – Online mağaza',
    metaDescription:
      'Siparişlerinizi, kişisel bilgilerinizi ve avantajlarınızı takip etmek için müşteri hesabınıza giriş yapın.',
    heading: 'Giriş yap',
    intro: 'E-posta adresiniz ve şifrenizle giriş yapın.',
  },
  widgets: {
    textSlider: { showMore: 'Daha fazla göster', showLess: 'Daha az göster' },
    passwordStrength: {
      label: 'Şifre gücü: {strength}',
      weak: 'zayıf',
      ok: 'yeterli',
      strong: 'güçlü',
      veryStrong: 'çok güçlü',
    },
    validation: { fallback: '{field} geçerli değil.' },
    iban: { invalid: 'Lütfen geçerli bir IBAN girin.' },
    notification: { close: 'Bildirimi kapat' },
    button: { loading: 'Lütfen bekleyin…' },
    modal: { close: 'Kapat' },
    field: { valid: 'Giriş geçerli' },
  },
  newsletter: {
    heading: 'E-bültenimize abone olun',
    intro: 'Yeni fırsatlarımızdan, kampanyalarımızdan ve kahve çeşitlerimizden ilk siz haberdar olun.',
    voucherLabel: 'Hoş geldiniz kuponu',
    discountAnnouncement: 'Hoş geldiniz kuponunuzla {discount} indirim',
    email: 'E-posta adresi',
    salutation: 'Hitap',
    salutationPlaceholder: 'Lütfen seçin',
    salutations: {
      MRS: 'Bayan',
      MR: 'Bay',
      DIVERS: 'Diğer / hitap yok',
      COMPANY: 'Şirket',
    },
    firstName: 'Ad',
    lastName: 'Soyad',
    legalNotice: {
      title: 'E-bülten hakkında yasal bilgiler',
      text: 'Abone olduğunuzda tekliflerimiz, kampanyalarımız ve yeniliklerimiz hakkında düzenli olarak e-posta ile bilgilendirilirsiniz. E-bülten aboneliğinizi, her e-postada yer alan abonelikten çıkma bağlantısı aracılığıyla dilediğiniz zaman sonlandırabilirsiniz.',
      legalAge: 'Abonelik {age} yaşından itibaren mümkündür.',
      unconfirmedDeletion: 'Onaylanmayan kayıtlar {days} gün sonra silinir.',
      unopenedStop: 'E-bültenlerimizi {years} {{yıl|yıl}} boyunca açmamanız durumunda gönderimi durdurabiliriz.',
      voucherValidity: 'Kupon, kayıt tarihinden itibaren {months} {{ay|ay}} geçerlidir.',
      voucherSingleUse: 'Kupon yalnızca bir kez kullanılabilir.',
      contactBefore: 'E-bültenle ilgili sorularınız mı var? ',
      contactLink: 'Müşteri hizmetlerimiz',
      contactAfter: ' size memnuniyetle yardımcı olur.',
    },
    newsletterConsent: 'E-bülteni e-posta yoluyla almak istiyorum ve tarafıma ticari elektronik ileti gönderilmesine onay veriyorum.',
    consentLinks: {
      newsletterInfo: 'E-bülten hakkında bilgilendirme',
      commercialMessageConsent: 'Ticari elektronik ileti onayı',
      consentText: 'Açık rıza metni',
    },
    personalisationConsent: 'Evet, bana özel teklifler almak istiyorum. Bu amaçla alışveriş ve kullanım alışkanlıklarım analiz edilebilir.',
    privacyHint: {
      before: 'Verilerinizin işlenmesine ilişkin bilgileri ',
      link: 'gizlilik politikamızda',
      after: ' bulabilirsiniz.',
    },
    submit: 'Şimdi abone olun',
    requiredFootnote: '* Zorunlu alan',
    voucherFootnote: {
      before: 'Kupon, online mağazada tek bir alışverişte kullanılabilir. ',
      link: 'Kupon koşulları',
      after: ' geçerlidir.',
    },
    sampleNewsletter: 'Örnek e-bülteni görüntüleyin',
    honeypot: 'Lütfen bu alanı boş bırakın',
    errors: {
      emailRequired: 'E-posta adresi zorunlu bir alandır.',
      emailInvalid: 'Lütfen geçerli bir e-posta adresi girin.',
      firstNameRequired: 'Ad zorunlu bir alandır.',
      lastNameRequired: 'Soyad zorunlu bir alandır.',
      invalidCharacters: 'Bu alan geçersiz karakterler içeriyor.',
      salutationRequired: 'Hitap zorunlu bir alandır.',
      newsletterConsentRequired: 'E-bülten üyesi olmak için lütfen ticari elektronik ileti onayınızı veriniz.',
      generic: 'Teknik nedenlerden dolayı e-bülten kaydı şu anda yapılamıyor. Lütfen daha sonra tekrar deneyin!',
      linkInvalid: 'Maalesef bu bağlantı artık geçerli değil. Lütfen e-bültene yeniden kaydolun.',
    },
    success: {
      title: 'E-bülten kaydınız için teşekkür ederiz',
      text: 'Önemli! Kısa süre içinde {email} adresine bir e-posta alacaksınız. Lütfen bu e-postadaki bağlantıya tıklayarak kaydınızı onaylayın.',
    },
    confirmation: {
      metaTitle: 'E-bülten kaydını onaylayın – Online mağaza',
      metaDescription: 'E-bülten aboneliğinizi onaylayın.',
      confirming: 'Kaydınız onaylanıyor…',
      heading: 'Teşekkür ederiz! Kaydınız onaylandı.',
      text: 'Artık e-bültenimizi alacaksınız. Hoş geldiniz kuponunuzu size e-posta ile göndereceğiz.',
      continueShopping: 'Alışverişe devam et',
    },
    signupPage: {
      metaTitle: 'E-bültene abone olun – Online mağaza',
      metaDescription: 'E-bültenimize abone olun, hoş geldiniz kuponunuzu kazanın.',
    },
  },
  footer: {
    labels: {
      deliveryLogos: 'Kargo firmaları',
      paymentLogos: 'Ödeme yöntemleri',
      qualityLogos: 'Kalite belgeleri',
      legalLinks: 'Yasal bilgiler',
      countrySwitcher: 'Ülke seçin',
    },
  },
} satisfies Translation;

export default tr_TR;
