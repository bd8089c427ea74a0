/**
 * Names for the footer's unlabelled parts (their data has no heading), for screen readers.
 * They are copy, so they come from the page's locale; locales/ has no footer keys yet, so the
 * page passes them in. A part without a name is still rendered, just not named.
 */
export interface FooterLabels {
  /** Names the row of carrier logos */
  deliveryLogos?: string;
  /** Names the row of payment logos */
  paymentLogos?: string;
  /** Names the quality logos */
  qualityLogos?: string;
  /** Names the legal links' navigation landmark */
  legalLinks?: string;
  /** Names the country switcher's navigation landmark */
  countrySwitcher?: string;
}
