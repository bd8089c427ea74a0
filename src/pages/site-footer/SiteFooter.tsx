import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useCountry } from '../../config/CountryContext';
import { Footer } from '../../footer/Footer';
import { useI18n } from '../../i18n/useI18n';
import { NewsletterSignup } from '../../newsletter/NewsletterSignup';
import { PreviewSlot } from '../../preview/PreviewSlot';
import { PHONE_QUERY } from '../../widgets/layout';
import { PromotionBlock } from './PromotionBlock';
import { useFooterPromotion, useNewsletterBlockAllowed, useReducedModeCookie } from './use-footer-services';

type FooterView = 'mobile' | 'classic';

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
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: true });
  const [chosenView, setChosenView] = useState<FooterView>();
  const promotion = useFooterPromotion();
  const newsletterAllowed = useNewsletterBlockAllowed();
  const forcedReduced = useReducedModeCookie(footer.reducedModeCookies);
  const labels = LL.footer.labels;
  return (
    <Footer
      view={chosenView ?? (phone ? 'mobile' : 'classic')}
      onViewChange={setChosenView}
      checkout={checkout}
      reduced={reduced || forcedReduced}
      promotion={promotion && <PromotionBlock content={promotion} />}
      newsletterBlock={!hideNewsletter && newsletterAllowed ? <NewsletterSignup /> : undefined}
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
