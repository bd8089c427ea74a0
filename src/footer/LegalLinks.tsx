import type { LegalLink } from '../config/country.generated';
import { ConsentSettingsButton } from './ConsentSettingsButton';
import { FooterLink } from './FooterLink';
import classes from './Footer.module.css';

export interface LegalLinksProps {
  links: readonly LegalLink[];
  /** The event that opens the consent panel (footer.consentSettingsEvent) */
  consentSettingsEvent: string;
  /** Names the navigation landmark @default none */
  label?: string;
}

/** Imprint, information duties, privacy, consent settings, withdrawal and terms, in data order. */
export function LegalLinks({ links, consentSettingsEvent, label }: LegalLinksProps) {
  return (
    <nav aria-label={label}>
      <ul className={classes.inlineList} role="list">
        {links.map((link) => (
          <li key={`${link.kind} ${link.text}`}>
            {link.kind === 'consentSettings' ? (
              <ConsentSettingsButton text={link.text} eventName={consentSettingsEvent} />
            ) : (
              <FooterLink url={link.url} text={link.text} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
