import { lazy, Suspense, useState } from 'react';
import { useCountry } from '../../config/CountryContext';
import { Footer } from '../../footer/Footer';
import type { FooterView } from '../../footer/footer-view';
import { useI18n } from '../../i18n/useI18n';
import { PreviewSlot } from '../../preview/PreviewSlot';
import { useDeviceClass } from '../../widgets/layout';
import { PromotionBlock } from './PromotionBlock';
import { useFooterPromotion, useNewsletterBlockAllowed, useReducedModeCookie } from './use-footer-services';

// Its own chunk, so that pages whose footer hides it (the login page) never load the sign-up's code.
// The prerendered page already shows the form; React hydrates it once the chunk is in.
const FooterSignup = lazy(async () => ({ default: (await import('./FooterSignup')).FooterSignup }));

export interface SiteFooterProps {
  /** The page has no newsletter block in its footer (e.g. it shows the widget itself) @default false */
  hideNewsletter?: boolean;
  /** The page asks for the reduced footer @default false */
  reduced?: boolean;
  /** The checkout's footer, without the groups marked hideGroupInCheckout @default false */
  checkout?: boolean;
}

/** The footer of every page, with the services it needs: promotion, psdata, A/B assignment. */
export function SiteFooter({ hideNewsletter = false, reduced = false, checkout = false }: SiteFooterProps) {
  const { LL } = useI18n();
  const { footer } = useCountry();
  const [chosenView, setChosenView] = useState<FooterView>();
  const promotion = useFooterPromotion();
  const newsletterAllowed = useNewsletterBlockAllowed();
  const forcedReduced = useReducedModeCookie(footer.reducedModeCookies);
  // Spec §2.3 hides the country switcher on tablets and phones by device class, not by width alone.
  const deviceClass = useDeviceClass();
  const labels = LL.footer.labels;
  return (
    <Footer
      view={chosenView}
      onViewChange={setChosenView}
      checkout={checkout}
      deviceClass={deviceClass}
      reduced={reduced || forcedReduced}
      promotion={promotion && <PromotionBlock content={promotion} />}
      newsletterBlock={
        !hideNewsletter &&
        newsletterAllowed && (
          <Suspense>
            <FooterSignup />
          </Suspense>
        )
      }
      previewSlot={<PreviewSlot />}
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
