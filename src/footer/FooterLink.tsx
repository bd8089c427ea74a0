import classes from './Footer.module.css';
import { useLinkProps } from './link-props';

export interface FooterLinkProps {
  /** A link target from the country's data: a shop path, https, mailto or tel. */
  url: string;
  text: string;
}

/** A text link from the footer's data, underlined in the footer's link colour; https links open in a new tab. */
export function FooterLink({ url, text }: FooterLinkProps) {
  const linkProps = useLinkProps();
  return (
    <a className={classes.link} {...linkProps(url)}>
      {text}
    </a>
  );
}
