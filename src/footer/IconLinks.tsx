import { useId } from 'react';
import type { IconLink } from '../config/country.generated';
import { Icon } from './Icon';
import { useLinkProps } from './link-props';
import classes from './Footer.module.css';

export interface IconLinksProps {
  heading: string;
  /** The social-media or app icons */
  icons: readonly IconLink[];
  /** Size of each icon in px; app store badges are wider than tall @default 32 x 32 */
  iconSize?: { width: number; height: number };
}

/** A heading over a row of icon links (social media, app stores); each link is named by its label. */
export function IconLinks({ heading, icons, iconSize = { width: 32, height: 32 } }: IconLinksProps) {
  const linkProps = useLinkProps();
  const headingId = useId();
  if (icons.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.sectionHeading}>
        {heading}
      </h2>
      <ul className={classes.iconRow} role="list">
        {icons.map((icon) => (
          <li key={`${icon.iconName} ${icon.link}`}>
            <a className={classes.iconLink} aria-label={icon.label} {...linkProps(icon.link)}>
              <Icon name={icon.iconName} size={iconSize.width} height={iconSize.height} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
