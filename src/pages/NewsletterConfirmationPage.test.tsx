import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FetchError, ResponseError } from '../api/errors';
import { confirmLink } from '../newsletter/live/confirm-link';
import { fakeClient } from '../newsletter/test/fake-client';
import { renderInCountry } from '../test/render';
import { dictionaries, loadCountry } from '../test/storefront';
import { NewsletterConfirmationPage } from './NewsletterConfirmationPage';

const TR = dictionaries['tr-TR']!.newsletter;
const TOKEN = 'a'.repeat(43);

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the confirmation page and its script', () => {
  it('keeps search engines out, names no alternate, and its switcher leads to each shop’s home page', async () => {
    renderInCountry('DE', <NewsletterConfirmationPage />);

    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    const turkey = loadCountry('TR').shop;
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: turkey.label })).toHaveAttribute('href', turkey.url);
  });

  it('confirms the link’s sign-up once, thanks the shopper and takes the token out of the address bar', async () => {
    window.history.replaceState(null, '', `/newsletter/confirm#token=${TOKEN}`);
    const client = fakeClient();
    renderInCountry('TR', <NewsletterConfirmationPage />);
    await confirmLink(document, client);

    const thanks = await screen.findByRole('heading', { level: 1, name: TR.confirmation.heading });
    // The page changed under the shopper's screen reader: the thanks take focus, so they are read.
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(client.confirmSubscription).toHaveBeenCalledExactlyOnceWith(TOKEN);
    expect(window.location.hash).toBe('');
    expect(window.dataLayer).toEqual([{ event: 'newsletter_confirmed', subject: 'newsletter', method: 'email' }]);
  });

  it('thanks the shopper again when the page is reloaded after confirming, without calling or reporting again', async () => {
    window.history.replaceState(null, '', `/newsletter/confirm#token=${TOKEN}`);
    const client = fakeClient();
    renderInCountry('TR', <NewsletterConfirmationPage />);
    await confirmLink(document, client);
    // A reload keeps the tab's history entry, the token already gone from its address.
    await confirmLink(document, client);

    expect(screen.getByRole('heading', { level: 1, name: TR.confirmation.heading })).toBeVisible();
    expect(screen.getByText(TR.errors.linkInvalid)).not.toBeVisible();
    expect(client.confirmSubscription).toHaveBeenCalledOnce();
    expect(window.dataLayer).toHaveLength(1);
  });

  it('calls a link without a token invalid, even in a tab that confirmed another before', async () => {
    window.history.replaceState(null, '', `/newsletter/confirm#token=${TOKEN}`);
    renderInCountry('TR', <NewsletterConfirmationPage />);
    await confirmLink(document, fakeClient());
    // The shopper follows a link to the page itself: a new history entry, which confirmed nothing.
    window.history.pushState(null, '', '/newsletter/confirm');
    await confirmLink(document, fakeClient());

    expect(screen.getByText(TR.errors.linkInvalid)).toBeVisible();
  });

  it.each([
    ['a used or expired link', new ResponseError(410, { type: 'urn:newsletter:token_invalid' }, '/x')],
    ['an unknown link', new ResponseError(404, { type: 'urn:newsletter:token_invalid' }, '/x')],
  ])('offers the form with the link-no-longer-valid notice for %s', async (_case, failure) => {
    window.history.replaceState(null, '', `/newsletter/confirm#token=${TOKEN}`);
    renderInCountry('TR', <NewsletterConfirmationPage />);
    await confirmLink(document, fakeClient({ confirmSubscription: async () => Promise.reject(failure) }));

    expect(screen.getByText(TR.errors.linkInvalid)).toBeVisible();
    expect(screen.getByRole('button', { name: new RegExp(`^${TR.submit}`) })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([TR.confirmation.pageHeading]);
  });

  it('offers the form with the notice when the address has no token, and calls nothing', async () => {
    window.history.replaceState(null, '', '/newsletter/confirm#token=<script>');
    const client = fakeClient();
    renderInCountry('TR', <NewsletterConfirmationPage />);
    await confirmLink(document, client);

    expect(screen.getByText(TR.errors.linkInvalid)).toBeVisible();
    expect(client.confirmSubscription).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([]);
  });

  it('says it could not confirm when the service is unreachable, without calling the link invalid', async () => {
    window.history.replaceState(null, '', `/newsletter/confirm#token=${TOKEN}`);
    renderInCountry('TR', <NewsletterConfirmationPage />);
    await confirmLink(document, fakeClient({ confirmSubscription: async () => Promise.reject(new FetchError('/x', false)) }));

    expect(await screen.findByRole('alert')).toHaveTextContent(TR.errors.generic);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TR.confirmation.pageHeading);
    expect(screen.getByText(TR.errors.linkInvalid)).not.toBeVisible();
  });
});
