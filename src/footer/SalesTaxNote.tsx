import type { SalesTax } from '../config/country.generated';
import { FooterLink } from './FooterLink';
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
      {link && <FooterLink url={link.url} text={link.text} />}
      {textAfterLink}
    </p>
  );
}
