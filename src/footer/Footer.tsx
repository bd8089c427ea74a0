import type { ReactNode } from 'react';
import type { FooterConfig } from '../config/country.generated';
import { useCountry } from '../config/CountryContext';
import { shopBasePath } from '../config/shop-address';
import { useShops } from '../config/ShopsContext';
import { CountrySwitcher } from './CountrySwitcher';
import type { FooterLabels } from './footer-labels';
import type { FooterView } from './footer-view';
import classes from './Footer.module.css';
import { IconLinks } from './IconLinks';
import { LegalLinks } from './LegalLinks';
import { LogoRow } from './LogoRow';
import { QualityLogos } from './QualityLogos';
import { SalesTaxNote } from './SalesTaxNote';
import { SeoLinks } from './SeoLinks';
import { ServiceGroups } from './ServiceGroups';
import { ViewSwitcher } from './ViewSwitcher';

/** The app store badges' own size (public/service/footer-images/icons/appStore.svg and its siblings). */
const APP_BADGE_SIZE = { width: 120, height: 40 };

export interface FooterProps {
  /** 'mobile' shows the service groups as an accordion, 'classic' (desktop) as four columns @default by screen width, through CSS */
  view?: FooterView;
  /** The footer data @default useCountry().footer */
  footer?: FooterConfig;
  /** The checkout variant: leaves out the groups marked hideGroupInCheckout @default false */
  checkout?: boolean;
  /** Leaves out the SEO links, the social and app icons and the newsletter block; the page computes it (cookies, page flag) @default false */
  reduced?: boolean;
  /** The promotion block, at the end of the footer @default none */
  promotion?: ReactNode;
  /** The newsletter sign-up, shown unless reduced; the page hides it for psdata states @default none */
  newsletterBlock?: ReactNode;
  /** The staff preview panel, when preview is on @default none */
  previewSlot?: ReactNode;
  /** Screen-reader names for parts the data gives no heading @default {} */
  labels?: FooterLabels;
}

/**
 * The footer of every page (spec §2.3), from the country's data. Renders nothing for a country
 * without footer data. It is HTML without component code: enhance-footer.ts adds what needs a
 * script (the view switch, the device class, the services), and the sign-up is an island.
 */
export function Footer({
  view,
  footer: footerProp,
  checkout = false,
  reduced = false,
  promotion,
  newsletterBlock,
  previewSlot,
  labels = {},
}: FooterProps) {
  const country = useCountry();
  const shops = useShops();
  const footer = footerProp ?? country.footer;
  if (!footer) return null;
  return (
    <footer className={classes.footer} data-footer="" data-base-path={shopBasePath(country.shop.url)} data-reduced-cookies={footer.reducedModeCookies.join(' ')}>
      <div className={classes.inner}>
        <h2 className={classes.headline}>{footer.headline}</h2>
        <div className={classes.logoRows}>
          <LogoRow logos={footer.deliveryLogos} label={labels.deliveryLogos} />
          <LogoRow logos={footer.paymentLogos} label={labels.paymentLogos} />
        </div>
        <ServiceGroups groups={footer.teaser.groups} view={view} checkout={checkout} />
        {/* A reduced-mode cookie hides these too, once the page has read it (enhance-footer.ts). */}
        {!reduced && (
          <div className={classes.reducible} data-footer-reducible="">
            {newsletterBlock}
            <SeoLinks seo={footer.seo} />
            <div className={classes.iconGroups}>
              <IconLinks heading={footer.socialMedia.heading} icons={footer.socialMedia.socialMediaIcons} />
              <IconLinks heading={footer.appReferences.heading} icons={footer.appReferences.appIcons} iconSize={APP_BADGE_SIZE} />
            </div>
          </div>
        )}
        <QualityLogos logos={footer.qualityLogos} label={labels.qualityLogos} />
        <LegalLinks links={footer.legalLinks} consentSettingsEvent={footer.consentSettingsEvent} label={labels.legalLinks} />
        <SalesTaxNote salesTax={footer.salesTax} />
        <CountrySwitcher shops={shops} label={labels.countrySwitcher} />
        <ViewSwitcher view={view} viewChanger={footer.viewChanger} />
        {/* Last, because it arrives from a service after load: nothing below it can be pushed down. */}
        {promotion}
        {previewSlot}
      </div>
    </footer>
  );
}
