import classes from './Footer.module.css';

export interface ConsentSettingsButtonProps {
  /** The link text from the data, e.g. "Cookie-Einstellungen" */
  text: string;
  /** The event name the consent tool listens to on window (footer.consentSettingsEvent) */
  eventName: string;
}

/**
 * Opens the cookie-consent preferences panel. It looks like its neighbouring links but is a
 * button: it changes nothing in the address bar. It tells the consent tool to open, through the
 * event live/consent-settings.ts dispatches on window; where no tool opened, that shows the shop's
 * own ShopCookiesDialog.
 */
export function ConsentSettingsButton({ text, eventName }: ConsentSettingsButtonProps) {
  return (
    <button type="button" className={classes.linkButton} data-consent-event={eventName} aria-haspopup="dialog">
      {text}
    </button>
  );
}
