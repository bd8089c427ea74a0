import type { Analytics } from '../config/country.generated';
import { forwardConsentChoices, setConsentDefaults } from './consent-mode';
import { loadTagManager } from './tag-managers';

/** A script of the shop's own host, such as its consent tool, loaded without holding up the page. */
function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/**
 * The country's analytics, in the order the law and the tags need: the consent defaults first, so
 * that no tag reads a state the visitor did not choose; then the consent tool, which reports the
 * visitor's choice; then the tag manager, whose tags wait for that choice (`waitForUpdate`).
 */
export function startAnalytics({ consent, tagManager }: Analytics): void {
  setConsentDefaults(consent);
  forwardConsentChoices();
  if (consent.tool) loadScript(consent.tool.script);
  if (tagManager) loadTagManager(tagManager);
}
