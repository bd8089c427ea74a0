import { useId } from 'react';
import type { SeoLinks as SeoLinksData } from '../config/country.generated';
import { FooterLink } from './FooterLink';
import classes from './Footer.module.css';

export interface SeoLinksProps {
  seo: SeoLinksData;
}

/** The search-engine link group: a heading over columns of category links. */
export function SeoLinks({ seo }: SeoLinksProps) {
  const headingId = useId();
  return (
    <nav className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.sectionHeading}>
        {seo.heading}
      </h2>
      <div className={classes.seoColumns}>
        {seo.columns.map((column, index) => (
          <ul key={index} className={classes.plainList} role="list">
            {column.links.map((link) => (
              <li key={`${link.url} ${link.text}`}>
                <FooterLink url={link.url} text={link.text} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </nav>
  );
}
