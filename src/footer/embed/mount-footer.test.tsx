import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allShops, dictionaries, loadCountry } from '../../test/storefront';
import { mountFooterInto } from './mount-footer';

const country = loadCountry('DE');
const storefront = { country, locale: country.locale, translations: dictionaries['de-DE']!, shops: allShops() };
const footerIn = (element: HTMLElement) => element.shadowRoot?.querySelector('footer') ?? null;

// React's work runs inside act, and every footer is removed after its test: work React left for
// later would otherwise run once the test file's window is gone.
let removers: Array<() => void> = [];
function mount(element: HTMLElement, options?: Parameters<typeof mountFooterInto>[2]): () => void {
  let remove = () => {};
  act(() => {
    remove = mountFooterInto(storefront, element, options, '', { signupSectionId: 'newsletter-signup' });
  });
  const removeInAct = () => act(remove);
  removers.push(removeInAct);
  return removeInAct;
}

let element: HTMLElement;
beforeEach(() => {
  // The footer's services are not the subject here: none answers, so nothing changes after the mount.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  element = document.body.appendChild(Object.assign(document.createElement('div'), { textContent: 'Der Footer lädt …' }));
});
afterEach(() => {
  for (const remove of removers) remove();
  removers = [];
  element.remove();
  vi.unstubAllGlobals();
});

describe('mountFooterInto', () => {
  it('puts the footer into a shadow root in the shop’s language, left to right, whatever the page’s', () => {
    document.documentElement.dir = 'rtl';
    mount(element);
    document.documentElement.dir = '';

    expect(footerIn(element)?.closest('[lang]')).toHaveAttribute('lang', 'de-DE');
    expect(footerIn(element)?.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(element.attributes).toHaveLength(0);
  });

  it('shows the element’s own content again once removed, and mounts again', () => {
    const remove = mount(element, { mode: 'checkout' });
    remove();

    expect(footerIn(element)).toBeNull();
    expect(element.shadowRoot!.querySelector('slot')).not.toBeNull();
    mount(element);
    expect(footerIn(element)).not.toBeNull();
  });

  it('keeps the footer that replaced an earlier one when the earlier one’s remover is called late', () => {
    const removeFirst = mount(element);
    const removeSecond = mount(element, { mode: 'reduced' });
    removeFirst();

    expect(footerIn(element)).not.toBeNull();
    removeSecond();
    expect(footerIn(element)).toBeNull();
  });

  it('refuses the page’s body, which it would blank, and an element with a shadow root of the page’s own', () => {
    expect(() => mount(document.body)).toThrow('the footer needs an element that can hold a shadow root, such as <div> or <footer>, not <body>');
    const taken = document.body.appendChild(document.createElement('section'));
    taken.attachShadow({ mode: 'open' }).append('the page’s own widget');
    expect(() => mount(taken)).toThrow('this <section> has a shadow root of its own; give the footer an element of its own');
    expect(taken.shadowRoot!.textContent).toBe('the page’s own widget');
    taken.remove();
  });
});
