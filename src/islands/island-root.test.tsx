import { act, useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { allShops, dictionaryFor, loadCountry } from '../test/storefront';
import { islandStorefront } from './island-data';
import { hydrateIslandIn } from './island-root';

const country = loadCountry('DE');
const storefront = islandStorefront({ country, locale: country.locale, translations: dictionaryFor(country), shops: allShops() });

/** An island that says when React has put it on the page, and which keys React handed it. */
function probeIsland() {
  const seen = { committed: false, keys: [] as string[] };
  function Probe() {
    useLayoutEffect(() => {
      seen.committed = true;
    }, []);
    return <input aria-label="E-Mail" onKeyDown={(event) => seen.keys.push(event.key)} />;
  }
  const element = document.createElement('div');
  element.innerHTML = renderToString(<Probe />);
  document.body.append(element);
  return { element, Probe, seen, input: element.querySelector('input')! };
}

const press = (input: HTMLInputElement, key: string) => input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('an island coming to life', () => {
  it('keeps a key pressed meanwhile from making React hydrate it all in one task, which would hold the key’s paint back', async () => {
    const { element, Probe, seen, input } = probeIsland();

    let hydrated: Promise<void> | undefined;
    // act runs React's work once its callback is done: the key comes before it.
    await act(async () => {
      hydrated = hydrateIslandIn(storefront, element, 'footer-signup', Probe);
      press(input, 'a');
      expect(seen.committed).toBe(false);
    });
    await hydrated;
    expect(seen.committed).toBe(true);
  });

  it('hands keys to its components once it is live', async () => {
    const { element, Probe, seen, input } = probeIsland();

    let hydrated: Promise<void> | undefined;
    await act(async () => {
      hydrated = hydrateIslandIn(storefront, element, 'footer-signup', Probe);
    });
    await hydrated;
    await act(async () => {
      press(input, 'b');
    });

    expect(seen.keys).toEqual(['b']);
  });
});
