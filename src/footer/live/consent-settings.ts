import { SHOP_COOKIES_ATTRIBUTE } from '../shop-cookies-attribute';

/**
 * The consent button asks the shop's consent tool to open its preferences, with a cancelable window
 * event (docs/analytics.md); a tool that opens them cancels it. When none did (no tool, or one not
 * loaded yet), the footer's own dialog says what the shop stores and why: the button never does
 * nothing a shopper can see or hear.
 */
export function wireConsentSettings(footer: HTMLElement): void {
  const dialog = footer.querySelector<HTMLDialogElement>(`dialog[${SHOP_COOKIES_ATTRIBUTE}]`);
  footer.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-consent-event]');
    if (!button) return;
    const toolOpened = !window.dispatchEvent(new CustomEvent(button.dataset.consentEvent!, { bubbles: true, cancelable: true }));
    if (toolOpened || !dialog) return;
    dialog.showModal();
    // Its title, not its close button at the end: on a phone the text above would scroll out of view unread.
    (dialog.getRootNode() as Document | ShadowRoot).getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.focus();
    // However it closes (Escape, its button), the keyboard goes on from where it was.
    dialog.addEventListener('close', () => button.focus(), { once: true });
  });
}
