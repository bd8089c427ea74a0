import type { SalesTax } from '../config/country.generated';
import { linkProps } from './link-props';
import classes from './Footer.module.css';

export interface SalesTaxNoteProps {
  salesTax: SalesTax;
}

/** "Prices include VAT, plus shipping": the sentence around the optional shipping-cost link. */
export function SalesTaxNote({ salesTax }: SalesTaxNoteProps) {
  const { textBeforeLink, link, textAfterLink } = salesTax;
  return (
    <p className={classes.note}>
      {textBeforeLink}
      {link && (
        <a className={classes.link} {...linkProps(link.url)}>
          {link.text}
        </a>
      )}
      {textAfterLink}
    </p>
  );
}
