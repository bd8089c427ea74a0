import { afterEach, describe, expect, it } from 'vitest';
import { publishEmbed, type StorefrontEmbeds } from './embed-api';

const mountFooter = () => () => undefined;
const mountNewsletterSignup = () => () => undefined;

afterEach(() => {
  delete window.storefront;
});

describe('publishEmbed', () => {
  it('adds to the object the page put there, which keeps its identity and its methods', () => {
    class PageApi {
      greet() {
        return 'hallo';
      }
    }
    const pageApi = new PageApi();
    window.storefront = pageApi as StorefrontEmbeds;
    publishEmbed({ mountFooter });

    expect(window.storefront).toBe(pageApi);
    expect((window.storefront as PageApi).greet()).toBe('hallo');
    expect(window.storefront?.mountFooter).toBe(mountFooter);
  });

  it('keeps what the other embed published, in either order', () => {
    publishEmbed({ mountNewsletterSignup });
    publishEmbed({ mountFooter });

    expect(window.storefront).toEqual({ mountNewsletterSignup, mountFooter });
  });

  it('copies a frozen object rather than failing to load', () => {
    window.storefront = Object.freeze({ mountNewsletterSignup });
    publishEmbed({ mountFooter });

    expect(window.storefront).toEqual({ mountNewsletterSignup, mountFooter });
  });
});
