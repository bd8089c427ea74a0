/**
 * Starts a prerendered page's code once the page has painted. On a slow link the code then never
 * competes with the HTML and stylesheets, so the shopper sees the page first and it comes to life
 * a moment later. `storefront build` names the page's entry and the modules it imports on this
 * script's element; the modules are preloaded together, so the imports cost no extra round trips.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-page]');

async function startPage(element: HTMLScriptElement): Promise<void> {
  const modules = (element.dataset.modules ?? '').split(' ').filter(Boolean);
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // One module at a time, each in a task of its own: evaluating React, Mantine and the page in one
  // go would block the main thread for that long.
  for (const href of modules) await import(/* @vite-ignore */ href);
  await import(/* @vite-ignore */ element.dataset.page!);
}

if (script) {
  // A hidden tab paints nothing, and its animation frames wait until it is shown: start at once.
  if (document.visibilityState === 'hidden') void startPage(script);
  // The frame's callback runs before its paint; the timeout after it.
  else requestAnimationFrame(() => setTimeout(() => void startPage(script)));
}
