/** The footer's layouts: 'mobile' for phones, 'classic' for the desktop layout. */
const FOOTER_VIEWS = ['mobile', 'classic'] as const;

/** How the footer lays out. */
export type FooterView = (typeof FOOTER_VIEWS)[number];

/** Whether a value from outside (storage, markup) names one of the footer's views. */
export function isFooterView(value: unknown): value is FooterView {
  return FOOTER_VIEWS.includes(value as FooterView);
}
