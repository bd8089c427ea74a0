import type { LegalLinks as LegalLinksData } from '../config/country.generated';
import { ConsentSettingsButton } from './ConsentSettingsButton';
import { FooterLink } from './FooterLink';
import classes from './Footer.module.css';
import { keyedEntries } from './keyed-entries';
import { ShopCookiesDialog } from './ShopCookiesDialog';

export interface LegalLinksProps {
  /** The links keyed by kind, shown in data order */
  links: LegalLinksData;
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
        {keyedEntries(links).map(([kind, link]) => (
          <li key={kind}>
            {kind === 'consentSettings' ? (
              <ConsentSettingsButton text={link.text} eventName={consentSettingsEvent} />
            ) : (
              <FooterLink url={link.url} text={link.text} />
            )}
          </li>
        ))}
      </ul>
      {links.consentSettings && <ShopCookiesDialog />}
    </nav>
  );
}
