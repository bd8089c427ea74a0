import type { ReactNode } from 'react';
import { Footer } from '../../footer/Footer';
import { useI18n } from '../../i18n/useI18n';

export interface SiteFooterProps {
  /**
   * The footer's sign-up (<FooterSignup />), from the page that offers it. A page without one does
   * not import it, and so its stylesheet holds none of the sign-up's styles.
   */
  signup?: ReactNode;
  /** The page asks for the reduced footer @default false */
  reduced?: boolean;
  /** The checkout's footer, without the groups marked hideGroupInCheckout @default false */
  checkout?: boolean;
  /** A place for the staff preview panel; pages built elsewhere (the footer embed) have none @default true */
  staffPreview?: boolean;
}

/**
 * The footer of every page. Its sign-up, where the page has one, is an island; the promotion and
 * the staff panel fill their places once the page has asked the services (enhance-footer.ts).
 */
export function SiteFooter({ signup, reduced = false, checkout = false, staffPreview = true }: SiteFooterProps) {
  const { LL } = useI18n();
  const labels = LL.footer.labels;
  return (
    <Footer
      checkout={checkout}
      reduced={reduced}
      newsletterBlock={signup}
      // Last in the footer, as they arrive after load: nothing below them can be pushed down.
      promotion={<div data-footer-promotion="" />}
      previewSlot={staffPreview && <div data-staff-preview="" />}
      labels={{
        deliveryLogos: labels.deliveryLogos(),
        paymentLogos: labels.paymentLogos(),
        qualityLogos: labels.qualityLogos(),
        legalLinks: labels.legalLinks(),
        countrySwitcher: labels.countrySwitcher(),
      }}
    />
  );
}
