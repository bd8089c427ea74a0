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
} satisfies Translation;

export default tr_TR;
