import type { TagManager } from '../config/country.generated';

/** The hosts a tag manager's container talks to, by Content-Security-Policy directive. */
export interface TagManagerHosts {
  scriptSrc: readonly string[];
  connectSrc: readonly string[];
  imgSrc: readonly string[];
}

interface TagManagerKind {
  /** The container's script. */
  scriptAddress: (id: string) => string;
  /** What the product's own snippet pushes before its script loads. */
  startEvent: () => Record<string, unknown>;
  hosts: TagManagerHosts;
}

/**
 * What the kit knows of each tag manager a country file may name (`analytics.tagManager.kind`).
 * Another product is one more entry here, with its schema's kind: the pages do not change.
 */
export const TAG_MANAGER_KINDS: Record<TagManager['kind'], TagManagerKind> = {
  'google-tag-manager': {
    scriptAddress: (id) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
    // The container times its triggers from this.
    startEvent: () => ({ 'gtm.start': Date.now(), event: 'gtm.js' }),
    // Google's guide to tag manager and GA4 under a Content-Security-Policy.
    hosts: {
      scriptSrc: ['https://www.googletagmanager.com'],
      connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
      imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    },
  },
};

/** Loads the country's tag manager from its host, after what its own snippet would push first. */
export function loadTagManager({ kind, id }: TagManager): void {
  const { scriptAddress, startEvent } = TAG_MANAGER_KINDS[kind];
  window.dataLayer ??= [];
  window.dataLayer.push(startEvent());
  const script = document.createElement('script');
  script.async = true;
  script.src = scriptAddress(id);
  document.head.append(script);
}
