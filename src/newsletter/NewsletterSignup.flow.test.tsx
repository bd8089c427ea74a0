import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchError, ResponseError } from '../api/errors';
import { renderInCountry } from '../test/render';
import { mountSignupInto } from './mount-signup';
import { SUCCESSFUL_SUBMIT_EVENT } from './successful-submit';
import { NewsletterSignup } from './NewsletterSignup';
import type { NewsletterClient } from './api/newsletter-client';
import { fakeClient } from './test/fake-client';
import { allShops, dictionaries, loadCountry } from '../test/storefront';
import { nextPaint } from '../test/next-paint';
import { expectErrorHeld } from '../test/held-error';

const DE = dictionaries['de-DE']!.newsletter;
const email = () => screen.getByRole('textbox', { name: /^E-Mail-Adresse/ });
const submit = () => screen.getByRole('button', { name: /^Jetzt anmelden/ });

let scrolled: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.dataLayer = [];
  scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled as unknown as Element['scrollIntoView'];
});
afterEach(() => {
  document.cookie = 'LoginToken=; max-age=0';
});

async function signUp(address: string) {
  const user = userEvent.setup();
  await user.type(email(), address);
  await user.click(submit());
  await nextPaint();
  return user;
}

describe('submitting the sign-up', () => {
  it('sends the spec’s payload, shows the thanks with the address, reports sign_up, resets and emits', async () => {
    const client = fakeClient();
    const onSuccessfulSubmit = vi.fn();
    renderInCountry('DE', <NewsletterSignup client={client} origin="SHOPPING_CART" originAddition="checkout" onSuccessfulSubmit={onSuccessfulSubmit} />);
    await signUp('lea@example.com');

    expect(await screen.findByText(DE.success.title)).toBeInTheDocument();
    expect(client.createSubscriber).toHaveBeenCalledWith({ email: 'lea@example.com', consents: [], origin: 'SHOPPING_CART', originAddition: 'checkout' });
    expect(screen.getByText(DE.success.text.replace(/\{email(:string)?\}/, 'lea@example.com'))).toBeInTheDocument();
    expect(window.dataLayer).toEqual([{ event: 'sign_up', subject: 'newsletter', origin: 'SHOPPING_CART:checkout', type: 'ga4', emitter: 'newsletterservice', method: 'email' }]);
    expect(onSuccessfulSubmit).toHaveBeenCalledWith('lea@example.com');
    expect(scrolled).toHaveBeenCalled();
    // Focus moves to the thanks: the form and its button are gone.
    expect(document.activeElement).toHaveTextContent(DE.success.title);
  });

  it('treats a filled honeypot as a bot: shows success, calls no service, still reports and emits', async () => {
    const client = fakeClient();
    const onSuccessfulSubmit = vi.fn();
    const { container } = renderInCountry('DE', <NewsletterSignup client={client} onSuccessfulSubmit={onSuccessfulSubmit} />);
    const user = userEvent.setup();
    await user.type(container.querySelector<HTMLInputElement>('input[name="verify-email"]')!, 'bot@example.com');
    await signUp('bot@example.com');

    expect(await screen.findByText(DE.success.title)).toBeInTheDocument();
    expect(client.createSubscriber).not.toHaveBeenCalled();
    expect(window.dataLayer).toHaveLength(1);
    expect(onSuccessfulSubmit).toHaveBeenCalledOnce();
  });

  it('puts the server’s invalid-email verdict on the email field, and clears it on focus', async () => {
    const client = fakeClient({ createSubscriber: async () => Promise.reject(new ResponseError(400, { type: 'urn:newsletter:email_invalid' }, '/x')) });
    renderInCountry('DE', <NewsletterSignup client={client} />);
    const user = await signUp('lea@example.com');

    // As for a failed submit: a focused summary, and the message on the field.
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(screen.getByRole('link', { name: DE.errors.emailInvalid })).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(DE.errors.emailInvalid);
    expect(screen.queryByText(DE.success.title)).toBeNull();
    expect(window.dataLayer).toEqual([]);
    await user.click(email());
    expectErrorHeld(email(), DE.errors.emailInvalid);
  });

  it.each([
    ['a server error', new ResponseError(500, { type: 'urn:storefront:internal_error' }, '/x')],
    ['a network failure', new FetchError('/x', false)],
    ['a timeout', new FetchError('/x', true)],
    ['a rate limit', new ResponseError(429, { type: 'urn:storefront:rate_limited' }, '/x')],
  ])('shows the generic banner, scrolled into view, on %s and keeps what was typed', async (_case, failure) => {
    const client = fakeClient({ createSubscriber: async () => Promise.reject(failure) });
    renderInCountry('DE', <NewsletterSignup client={client} />);
    await signUp('lea@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(DE.errors.generic);
    expect(scrolled).toHaveBeenCalled();
    expect(email()).toHaveValue('lea@example.com');
  });

  it('announces a second failure in a row anew: the banner goes while the new attempt is sent, and comes back', async () => {
    let fail: (error: Error) => void = () => undefined;
    const client = fakeClient({ createSubscriber: () => new Promise((_resolve, reject) => (fail = reject)) });
    renderInCountry('DE', <NewsletterSignup client={client} />);
    const user = await signUp('lea@example.com');
    await waitFor(() => expect(client.createSubscriber).toHaveBeenCalledOnce());
    fail(new FetchError('/x', false));
    const firstBanner = await screen.findByRole('alert');

    await user.click(submit());
    await nextPaint();
    expect(screen.queryByRole('alert')).toBeNull();
    // The request leaves once the click's frame has painted (use-signup-submit.ts): fail that one, not the first again.
    await waitFor(() => expect(client.createSubscriber).toHaveBeenCalledTimes(2));
    fail(new FetchError('/x', false));
    const secondBanner = await screen.findByRole('alert');
    expect(secondBanner).toHaveTextContent(DE.errors.generic);
    expect(secondBanner).not.toBe(firstBanner);
  });

  it('sends one request however often the button is clicked while it is sending', async () => {
    let finish: (value: unknown) => void = () => {};
    const client = fakeClient({ createSubscriber: () => new Promise((resolve) => (finish = resolve)) });
    renderInCountry('DE', <NewsletterSignup client={client} />);
    const user = await signUp('lea@example.com');
    await user.click(submit());
    await user.dblClick(submit());
    await nextPaint();

    await waitFor(() => expect(client.createSubscriber).toHaveBeenCalled());
    finish({});
    expect(await screen.findByText(DE.success.title)).toBeInTheDocument();
    expect(client.createSubscriber).toHaveBeenCalledOnce();
  });

  // Issue 26: the busy button's name alone may not be read; the form's status region says it once.
  it('says in the form’s status region, once, that it is sending', async () => {
    let finish: (value: unknown) => void = () => {};
    const client = fakeClient({ createSubscriber: () => new Promise((resolve) => (finish = resolve)) });
    renderInCountry('DE', <NewsletterSignup client={client} />);
    const status = within(screen.getByRole('form')).getByRole('status');
    expect(status).toHaveTextContent('');
    await signUp('lea@example.com');
    expect(status).toHaveTextContent(dictionaries['de-DE']!.widgets.button.loading);
    // The request leaves once the sending state has painted.
    await waitFor(() => expect(client.createSubscriber).toHaveBeenCalled());
    finish({});
    await screen.findByText(DE.success.title);
  });
});

describe('a logged-in customer', () => {
  it('finds the form prefilled from base data, without the DNE checkbox they already hold, and DNE is not sent again', async () => {
    document.cookie = 'LoginToken=token-of-anna';
    const client = fakeClient({
      customerBaseData: async () => ({ email: 'anna.schmidt@example.com', salutation: 'MRS', firstName: 'Anna', lastName: 'Schmidt', consents: ['DNE'] }),
    });
    renderInCountry('AT', <NewsletterSignup client={client} />);

    await waitFor(() => expect(email()).toHaveValue('anna.schmidt@example.com'));
    expect(client.customerBaseData).toHaveBeenCalledWith('token-of-anna');
    expect(screen.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Anna');
    expect(screen.queryByRole('checkbox', { name: dictionaries['de-AT']!.newsletter.personalisationConsent })).toBeNull();
    await userEvent.setup().click(submit());
    await waitFor(() => expect(client.createSubscriber).toHaveBeenCalledWith(expect.objectContaining({ consents: [], salutation: 'MRS' })));
  });

  // Data minimisation (issue 26): what the country's form does not show, the shopper never saw, and it is not sent.
  it.each([
    ['DE', { email: 'anna.schmidt@example.com' }],
    ['TR', { email: 'anna.schmidt@example.com', firstName: 'Anna', lastName: 'Schmidt' }],
  ])('in %s sends of the base data only the fields the form shows', async (code, sent) => {
    document.cookie = 'LoginToken=token-of-anna';
    const client = fakeClient({
      customerBaseData: async () => ({ email: 'anna.schmidt@example.com', salutation: 'MR', firstName: 'Anna', lastName: 'Schmidt', consents: [] }),
    });
    renderInCountry(code, <NewsletterSignup client={client} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^(E-Mail-Adresse|E-posta adresi)/ })).toHaveValue('anna.schmidt@example.com'));
    // TR's required newsletter consent; DE has none.
    for (const consent of screen.queryAllByRole('checkbox', { name: /^E-bülteni/ })) await userEvent.setup().click(consent);
    await userEvent.setup().click(screen.getByRole('button', { name: /^(Jetzt anmelden|Şimdi abone olun)/ }));
    await waitFor(() => expect(client.createSubscriber).toHaveBeenCalledWith({ ...sent, consents: [], origin: 'onsite', originAddition: 'subsite' }));
  });

  it('keeps what the shopper typed before the base data came, and prefills only the fields still empty', async () => {
    document.cookie = 'LoginToken=token-of-florian';
    let answer: (data: Awaited<ReturnType<NewsletterClient['customerBaseData']>>) => void = () => undefined;
    const client = fakeClient({ customerBaseData: () => new Promise((resolve) => (answer = resolve)) });
    renderInCountry('AT', <NewsletterSignup client={client} />);
    await userEvent.setup().type(email(), 'typed.by.me@example.at');
    answer({ email: 'florian.huber@example.com', salutation: 'MR', firstName: 'Florian', lastName: 'Huber', consents: [] });

    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Florian'));
    expect(email()).toHaveValue('typed.by.me@example.at');
  });

  it('gets an empty form when the base data cannot be fetched', async () => {
    document.cookie = 'LoginToken=expired';
    const client = fakeClient();
    renderInCountry('DE', <NewsletterSignup client={client} />);
    await waitFor(() => expect(client.customerBaseData).toHaveBeenCalled());
    expect(email()).toHaveValue('');
  });
});

describe('the invalid-link notice', () => {
  it('shows above the form and goes when the email field gets focus', async () => {
    renderInCountry('DE', <NewsletterSignup client={fakeClient()} linkInvalid />);
    expect(screen.getByText(DE.errors.linkInvalid)).toBeInTheDocument();
    await userEvent.setup().click(email());
    expect(screen.queryByText(DE.errors.linkInvalid)).toBeNull();
  });
});

describe('the successfulSubmit event', () => {
  // Spec §4, submit flow step 7: the widget the kit's own pages show emits it too (issue 26).
  it('reaches a listener on the page from the widget the pages show', async () => {
    const heard = vi.fn();
    const listen = (event: Event) => heard((event as CustomEvent<{ email: string }>).detail.email);
    document.addEventListener(SUCCESSFUL_SUBMIT_EVENT, listen);
    renderInCountry('DE', <NewsletterSignup client={fakeClient()} />);
    await signUp('page@example.com');
    await waitFor(() => expect(heard).toHaveBeenCalledWith('page@example.com'));
    expect(heard).toHaveBeenCalledOnce();
    document.removeEventListener(SUCCESSFUL_SUBMIT_EVENT, listen);
  });
});

describe('mountSignupInto', () => {
  it('renders the widget into a plain element and dispatches successfulSubmit there', async () => {
    const country = loadCountry('DE');
    const element = document.createElement('div');
    document.body.append(element);
    const heard = vi.fn();
    element.addEventListener(SUCCESSFUL_SUBMIT_EVENT, (event) => heard((event as CustomEvent<{ email: string }>).detail.email));
    const unmount = mountSignupInto({ country, locale: country.locale, translations: dictionaries['de-DE']!, shops: allShops() }, element, { client: fakeClient() });

    await screen.findByRole('textbox', { name: /^E-Mail-Adresse/ });
    await signUp('plain@example.com');
    await waitFor(() => expect(heard).toHaveBeenCalledWith('plain@example.com'));
    expect(heard).toHaveBeenCalledOnce();
    unmount();
    element.remove();
  });

  it('works inside a shadow root, as in the footer embed: the summary leads to the field, the host hears successfulSubmit', async () => {
    const country = loadCountry('DE');
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const element = document.createElement('div');
    shadow.append(element);
    const heard = vi.fn();
    host.addEventListener(SUCCESSFUL_SUBMIT_EVENT, (event) => heard((event as CustomEvent<{ email: string }>).detail.email));
    const unmount = mountSignupInto({ country, locale: country.locale, translations: dictionaries['de-DE']!, shops: allShops() }, element, { client: fakeClient() });
    const inShadow = within(element);
    const user = userEvent.setup();

    await user.click(await inShadow.findByRole('button', { name: /^Jetzt anmelden/ }));
    // The fields are looked up in the shadow root: the document has none of them.
    const summary = await inShadow.findByRole('alert');
    await user.click(within(summary).getByRole('link', { name: DE.errors.emailRequired }));
    const field = inShadow.getByRole('textbox', { name: /^E-Mail-Adresse/ });
    expect(shadow.activeElement).toBe(field);

    await user.type(field, 'shadow@example.com');
    await user.click(inShadow.getByRole('button', { name: /^Jetzt anmelden/ }));
    await waitFor(() => expect(heard).toHaveBeenCalledWith('shadow@example.com'));
    unmount();
    host.remove();
  });
});
