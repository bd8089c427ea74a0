import type { Analytics } from '../config/country.generated';
import { underBasePath } from '../config/shop-address';
import { forwardConsentChoices, grantsAny, setConsentDefaults } from './consent-mode';
import { loadTagManager } from './tag-managers';

/** A script of the shop's own, such as its consent tool, loaded without holding up the page. */
function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/**
 * The country's analytics, in the order the law and the tags need: the consent defaults first, so
 * that no tag reads a state the visitor did not choose; then the consent tool, under the shop's
 * base path like every file of the shop, which reports the visitor's choice; then the tag
 * manager. In advanced mode it loads at once and its tags wait for that choice (`waitForUpdate`);
 * in basic mode it loads only once a storage is granted, so nothing reaches its host before.
 */
export function startAnalytics({ consent, tagManager }: Analytics, basePath: string): void {
  setConsentDefaults(consent);
  let loaded = false;
  const loadOnce = () => {
    if (!tagManager || loaded) return;
    loaded = true;
    loadTagManager(tagManager);
  };
  forwardConsentChoices((choice) => {
    if (grantsAny(choice)) loadOnce();
  });
  if (consent.tool) loadScript(underBasePath(basePath, consent.tool.script));
  if (consent.mode === 'advanced' || grantsAny(consent.defaults)) loadOnce();
}
