import type { ServiceGroup } from '../config/country.generated';
import { Logo } from './Logo';
import { FooterLink } from './FooterLink';
import { useLinkProps } from './link-props';
import type { FooterView } from './footer-view';
import classes from './ServiceGroups.module.css';

export interface ServiceGroupContentProps {
  group: ServiceGroup;
  /** 'classic' hides links marked hideInClassic; 'mobile' adds the overview link */
  view: FooterView;
}

/** What a service group shows under its heading: text, links, logos and, on mobile, the overview link. */
export function ServiceGroupContent({ group, view }: ServiceGroupContentProps) {
  const linkProps = useLinkProps();
  const links = view === 'classic' ? group.links.filter((link) => !link.hideInClassic) : group.links;
  return (
    <>
      {group.introductoryText && <p className={classes.intro}>{group.introductoryText}</p>}
      {links.length > 0 && (
        <ul className={classes.links} role="list">
          {links.map(({ link }) => (
            <li key={`${link.url} ${link.text}`}>
              <FooterLink url={link.url} text={link.text} />
            </li>
          ))}
        </ul>
      )}
      {group.images.length > 0 && (
        <ul className={classes.images} role="list">
          {group.images.map((image) => (
            <li key={image.source}>
              <Logo name={image.source} label={image.label} />
            </li>
          ))}
        </ul>
      )}
      {view === 'mobile' && (
        <a className={classes.overview} {...linkProps(group.overviewLink.url)}>
          {group.overviewLink.text}
        </a>
      )}
    </>
  );
}
