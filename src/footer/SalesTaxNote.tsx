import type { SalesTax } from '../config/country.generated';
import { FooterLink } from './FooterLink';
import classes from './Footer.module.css';

export interface SalesTaxNoteProps {
  salesTax: SalesTax;
}

/** "Prices include VAT, plus shipping": the VAT sentence where the country states it, then the sentence around the optional shipping-cost link. */
export function SalesTaxNote({ salesTax }: SalesTaxNoteProps) {
  const { vatNote, textBeforeLink, link, textAfterLink } = salesTax;
  // One text node: the server-rendered page then holds the note as one run of text, as before the split.
  const textBefore = vatNote ? `${vatNote} ${textBeforeLink}` : textBeforeLink;
  return (
    <p className={classes.note}>
      {textBefore}
      {link && <FooterLink url={link.url} text={link.text} />}
      {textAfterLink}
    </p>
  );
}
