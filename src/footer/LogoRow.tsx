import type { LogoName } from '../config/country.generated';
import classes from './LogoRow.module.css';
import { Logo } from './Logo';
import { LOGO_LABELS } from './logo-labels';

export interface LogoRowProps {
  /** Logo names in display order (the footer's deliveryLogos or paymentLogos) */
  logos: readonly LogoName[];
  /** Names the list for screen readers, e.g. "Payment methods" @default none */
  label?: string;
}

/** A row of delivery or payment logos; each image's alt text is the brand's name. */
export function LogoRow({ logos, label }: LogoRowProps) {
  if (logos.length === 0) return null;
  return (
    // role="list": Safari drops list semantics when list-style is none.
    <ul className={classes.row} role="list" aria-label={label}>
      {logos.map((name) => (
        <li key={name}>
          <Logo name={name} label={LOGO_LABELS[name] ?? name} className={classes.logo} />
        </li>
      ))}
    </ul>
  );
}
