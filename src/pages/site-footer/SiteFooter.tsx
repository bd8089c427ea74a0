import { Footer } from '../../footer/Footer';
import { useI18n } from '../../i18n/useI18n';
import { Island } from '../../islands/Island';
import { FooterSignupIsland } from '../../newsletter/signup-islands';

export interface SiteFooterProps {
  /** The page has no newsletter block in its footer (e.g. it shows the widget itself) @default false */
  hideNewsletter?: boolean;
  /** The page asks for the reduced footer @default false */
  reduced?: boolean;
  /** The checkout's footer, without the groups marked hideGroupInCheckout @default false */
  checkout?: boolean;
  /** A place for the staff preview panel; pages built elsewhere (the footer embed) have none @default true */
  staffPreview?: boolean;
}

/**
 * The footer of every page. Its sign-up is an island; the promotion and the staff panel fill
 * their places once the page has asked the services (enhance-footer.ts).
 */
export function SiteFooter({ hideNewsletter = false, reduced = false, checkout = false, staffPreview = true }: SiteFooterProps) {
  const { LL } = useI18n();
  const labels = LL.footer.labels;
  return (
    <Footer
      checkout={checkout}
      reduced={reduced}
      newsletterBlock={!hideNewsletter && <Island name="footer-signup" component={FooterSignupIsland} />}
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
