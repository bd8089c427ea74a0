import '@mantine/core/styles/VisuallyHidden.css';
import { VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import type { NewsletterConfig } from '../config/country.generated';
import { useShopLink } from '../config/use-shop-link';
import { useI18n } from '../i18n/useI18n';
import { formatDiscount } from './format-discount';
import classes from './HeaderImage.module.css';

export interface HeaderImageProps {
  newsletter: NewsletterConfig;
}

/**
 * The header picture with the discount bubble. The image loads lazily in the size for the viewport
 * (widest first in the data); width and height are set, so nothing shifts while it loads.
 */
export const HeaderImage = memo(function HeaderImage({ newsletter }: HeaderImageProps) {
  const { LL } = useI18n();
  const shopLink = useShopLink();
  const { sources } = newsletter.headerImage;
  const fallback = sources[sources.length - 1]!;
  const discount = formatDiscount(newsletter.discount);
  return (
    <figure className={classes.header}>
      <picture>
        {sources.slice(0, -1).map((source) => (
          <source key={source.src} media={`(min-width: ${source.minViewportWidth}px)`} srcSet={shopLink(source.src)} width={source.width} height={source.height} />
        ))}
        <img className={classes.image} src={shopLink(fallback.src)} width={fallback.width} height={fallback.height} loading="lazy" decoding="async" alt="" />
      </picture>
      <p className={classes.bubble}>
        <VisuallyHidden>{LL.newsletter.discountAnnouncement({ discount })}</VisuallyHidden>
        <span aria-hidden="true">
          <span className={classes.discount}>{discount}</span>
          <br />
          <span className={classes.voucher}>{LL.newsletter.voucherLabel()}</span>
        </span>
      </p>
    </figure>
  );
});
