/**
 * Starts a prerendered page's code once the page has painted. On a slow link the code then never
 * competes with the HTML and stylesheet, so the shopper sees the page first and it comes to life
 * a moment later. `storefront build` names the page's entry and the modules it imports on this
 * script's element; the entry and its modules are preloaded together, so the imports cost no
 * extra round trips.
 *
 * Each page's head holds this script inline, minified by `storefront generate`
 * (page-starter.generated.ts), and the Content-Security-Policy allows it by its hash: it runs
 * while the page is still arriving, so a press or a submit is held from the first moment the
 * shopper sees the form, and no request for it stands between the HTML and the first paint.
 */
// These attributes of islands.ts, written out: this script runs before the first paint and must
// fetch nothing more, so it imports nothing.
const HYDRATED_ATTRIBUTE = 'data-hydrated';
const FAILED_ATTRIBUTE = 'data-island-failed';
const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';
const OPENS_FORM_ATTRIBUTE = 'data-opens-form';
const FORM_OPENED_ATTRIBUTE = 'data-form-opened';
const HELD_CLICKS_ATTRIBUTE = 'data-held-clicks';
const EARLY_STATUS_ATTRIBUTE = 'data-early-status';
const EARLY_FAILURE_ATTRIBUTE = 'data-early-failure';
const ISLAND_FAILED_EVENT = 'storefront:island-failed';
// And the one of confirm-link.ts, with its state for a confirmation that could not be made.
const CONFIRMATION_STATE_ATTRIBUTE = 'data-confirmation-state';
const CONFIRMATION_FAILED = 'failed';

/** An island its code has not taken over yet, and still may, around `target`. */
const WAITING_ISLAND = `[data-island]:not([${HYDRATED_ATTRIBUTE}], [${FAILED_ATTRIBUTE}])`;
const waitingIsland = (target: EventTarget | null) => (target as Element).closest?.(WAITING_ISLAND);

// Taken while the head is parsed, before any markup of the body: nothing in the page can stand in
// for them (a second copy of this script, or a form named "head" hiding document.head).
const script = document.currentScript as HTMLScriptElement | null;
const head = document.head;

/** The island's status region (Island.tsx), which says what happens to a form sent early. */
const statusOf = (island: Element) => (island.nextElementSibling?.hasAttribute(EARLY_STATUS_ATTRIBUTE) ? island.nextElementSibling : undefined);

/**
 * Says that the island's code could not be loaded, in its status region, shown on the page from
 * then on (held-submit.css). Said again on a later submit: a region whose text stays the same
 * says nothing new.
 */
function sayFailure(island: Element): void {
  const status = statusOf(island);
  if (!status) return;
  status.textContent = '';
  setTimeout(() => (status.textContent = status.getAttribute(EARLY_FAILURE_ATTRIBUTE)));
}

/**
 * An island whose code could not be loaded, or the page's own code (a dropped connection, or a
 * release that removed the files of the page the shopper has open): it says so instead of
 * looking busy for ever, and a form in it is no longer shown busy.
 */
function reportFailure(island: Element): void {
  island.setAttribute(FAILED_ATTRIBUTE, '');
  const form = island.querySelector(`form[${HELD_SUBMIT_ATTRIBUTE}]`);
  form?.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
  for (const button of form?.querySelectorAll('[aria-busy]') ?? []) button.removeAttribute('aria-busy');
  sayFailure(island);
}

/**
 * From the first moment the page runs a script, a form sent in an island that its code has not
 * taken over yet is held, not posted: the browser would reload the page and lose what was typed.
 * The island's loader sends it once the island is live (start-islands.ts). In an island whose
 * code could not be loaded, it is not posted either, and the island says again why.
 */
function holdEarlySubmits(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const island = (event.target as Element).closest?.(`[data-island]:not([${HYDRATED_ATTRIBUTE}])`);
      if (!island) return;
      event.preventDefault();
      if (island.hasAttribute(FAILED_ATTRIBUTE)) return sayFailure(island);
      // The form looks busy at once (held-submit.css), its buttons say so, and its island's status region too.
      const form = event.target as HTMLFormElement;
      form.setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
      for (const button of form.querySelectorAll('[type="submit"]')) button.setAttribute('aria-busy', 'true');
      const status = statusOf(island);
      if (status) status.textContent = status.getAttribute(EARLY_STATUS_ATTRIBUTE);
    },
    true,
  );
  document.addEventListener(ISLAND_FAILED_EVENT, (event) => reportFailure(event.target as Element));
}

/**
 * A press of one of an island's buttons (the password's show button, the legal notice's panel)
 * before its code has arrived is counted on the button, and the island's loader presses it as
 * often once it is live (start-islands.ts): a shopper's press is never lost (WCAG 2.1.1).
 */
function holdEarlyClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.('button[type="button"]');
      if (!button || !waitingIsland(button)) return;
      button.setAttribute(HELD_CLICKS_ATTRIBUTE, String(Number(button.getAttribute(HELD_CLICKS_ATTRIBUTE) ?? 0) + 1));
    },
    true,
  );
}

/**
 * A form that opens on its first field's focus or value (the sign-up, spec §2.1) opens from the
 * page's HTML, not when the island's code has arrived: a Tab pressed meanwhile reaches the further
 * fields, and the legal notice shows before the shopper can send the form.
 */
function openFormsOnUse(): void {
  const open = (event: Event) => {
    const island = (event.target as Element).closest?.(`[${OPENS_FORM_ATTRIBUTE}]`)?.closest('[data-island]');
    // Once the focus has painted: laying the fields out in the same frame would hold that paint back.
    if (island) requestAnimationFrame(() => setTimeout(() => island.setAttribute(FORM_OPENED_ATTRIBUTE, '')));
  };
  document.addEventListener('focusin', open);
  // A value the browser fills in comes without a focus.
  document.addEventListener('input', open);
}

/**
 * The newsletter confirmation page, whose code confirms the link: without it, the page says that
 * the confirmation failed, as confirm-link.ts does for a service that fails, instead of saying
 * for ever that it is under way. A reload, the link still in the address, tries again.
 */
function showConfirmationFailed(): void {
  for (const part of document.querySelectorAll<HTMLElement>(`[${CONFIRMATION_STATE_ATTRIBUTE}]`)) {
    part.hidden = !part.getAttribute(CONFIRMATION_STATE_ATTRIBUTE)!.split(' ').includes(CONFIRMATION_FAILED);
  }
}

async function startPage(element: HTMLScriptElement): Promise<void> {
  const modules = (element.dataset.modules ?? '').split(' ').filter(Boolean);
  const page = element.dataset.page!;
  // The page's entry with the modules it imports, as its module script would be: asked for only
  // once they had been imported, it would cost one more round trip.
  for (const href of [...modules, page]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    head.append(link);
  }
  try {
    // One module at a time, each in a task of its own: evaluating React, Mantine and the page in
    // one go would block the main thread for that long.
    for (const href of modules) await import(/* @vite-ignore */ href);
    await import(/* @vite-ignore */ page);
  } catch (error) {
    // The page's code needs every one of its modules: none of its islands can start now.
    console.error(error);
    for (const island of document.querySelectorAll(WAITING_ISLAND)) reportFailure(island);
    showConfirmationFailed();
  }
}

/**
 * Calls `start` once the page is parsed and the browser reports the first contentful paint. A
 * hidden tab paints nothing, so it starts once parsed, as does a tab hidden before its first
 * paint; a browser without paint timing starts after the first frame.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === 'hidden') return startOnce();
  document.addEventListener('visibilitychange', startOnce, { once: true });
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(startOnce));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startOnce();
  });
  observer.observe({ type: 'paint', buffered: true });
}

function afterParsed(then: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

holdEarlySubmits();
holdEarlyClicks();
openFormsOnUse();
// The page's code expects the whole page, and a country's analytics script (a module script,
// which runs once the page is parsed) to have set the consent defaults before it.
if (script) afterParsed(() => afterFirstPaint(() => void startPage(script)));
