import type { QualityLogo } from '../config/country.generated';
import { Logo } from './Logo';
import { useLinkProps } from './link-props';
import classes from './Footer.module.css';

export interface QualityLogosProps {
  logos: readonly QualityLogo[];
  /** Names the list @default none */
  label?: string;
}

/** Certification seals at the size the data gives, each linking to its certificate. */
export function QualityLogos({ logos, label }: QualityLogosProps) {
  const linkProps = useLinkProps();
  if (logos.length === 0) return null;
  return (
    <ul className={classes.iconRow} role="list" aria-label={label}>
      {logos.map((logo) => (
        <li key={`${logo.source} ${logo.link}`}>
          <a className={classes.iconLink} {...linkProps(logo.link)}>
            <Logo name={logo.source} label={logo.label} width={logo.width} height={logo.height} />
          </a>
        </li>
      ))}
    </ul>
  );
}
