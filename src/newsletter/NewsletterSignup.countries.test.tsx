import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../config/country.generated';
import { shopBasePath, underBasePath } from '../config/shop-address';
import { dictionaries, loadCountry } from '../test/storefront';
import { renderInCountry } from '../test/render';
import { NewsletterSignup } from './NewsletterSignup';
import { fakeClient } from './test/fake-client';
import { nextPaint } from '../test/next-paint';

/** Spec §2.1 and §5, written out here (not read from the data) so a wrong country file fails. */
const SPEC: Record<CountryCode, { salutation: 'no' | 'shown' | 'required'; names: 'no' | 'shown' | 'required'; newsletterConsent: boolean; privacyHint: boolean; sampleNewsletter: boolean; age: number }> = {
  DE: { salutation: 'no', names: 'no', newsletterConsent: false, privacyHint: true, sampleNewsletter: true, age: 16 },
  AT: { salutation: 'shown', names: 'shown', newsletterConsent: false, privacyHint: true, sampleNewsletter: true, age: 16 },
  CH: { salutation: 'no', names: 'no', newsletterConsent: false, privacyHint: true, sampleNewsletter: false, age: 16 },
  CH_FR: { salutation: 'no', names: 'no', newsletterConsent: false, privacyHint: true, sampleNewsletter: false, age: 16 },
  CZ: { salutation: 'no', names: 'no', newsletterConsent: false, privacyHint: true, sampleNewsletter: false, age: 18 },
  HU: { salutation: 'required', names: 'required', newsletterConsent: false, privacyHint: true, sampleNewsletter: true, age: 16 },
  SK: { salutation: 'no', names: 'no', newsletterConsent: false, privacyHint: true, sampleNewsletter: false, age: 18 },
  TR: { salutation: 'no', names: 'required', newsletterConsent: true, privacyHint: false, sampleNewsletter: false, age: 16 },
  PL: { salutation: 'no', names: 'no', newsletterConsent: false, privacyHint: true, sampleNewsletter: false, age: 16 },
};
const SHARED_VOUCHER_CONDITIONS = '/subscribenewsletter/general-voucher-conditions';

const cases = Object.entries(SPEC).map(([code, expected]) => ({ code: code as CountryCode, ...expected }));

async function expandForm(user: ReturnType<typeof userEvent.setup>, emailLabel: string) {
  await user.click(screen.getByRole('textbox', { name: new RegExp(`^${emailLabel}`) }));
}

describe.each(cases)('the sign-up in $code', ({ code, salutation, names, newsletterConsent, privacyHint, sampleNewsletter, age }) => {
  const country = loadCountry(code);
  const LL = dictionaries[country.locale]!.newsletter;

  it('shows only the email field until it gets focus, then the fields of the spec table', async () => {
    const user = userEvent.setup();
    renderInCountry(code, <NewsletterSignup client={fakeClient()} />);
    expect(screen.queryByRole('checkbox')).toBeNull();

    await expandForm(user, LL.email);
    expect(screen.queryByRole('combobox', { name: new RegExp(`^${LL.salutation}`) }) !== null).toBe(salutation !== 'no');
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${LL.firstName}`) }) !== null).toBe(names !== 'no');
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${LL.lastName}`) }) !== null).toBe(names !== 'no');
    expect(screen.queryByRole('checkbox', { name: new RegExp(LL.newsletterConsent.slice(0, 20)) }) !== null).toBe(newsletterConsent);
    expect(screen.getByRole('checkbox', { name: LL.personalisationConsent })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: LL.privacyHint.link }) !== null).toBe(privacyHint);
    expect(screen.getByRole('button', { name: LL.legalNotice.title })).toBeInTheDocument();
    expect(screen.getByText(dictionaries[country.locale]!.widgets.requiredFootnote)).toBeInTheDocument();
  });

  it('points its links at the country’s pages, under its shop’s path, and states its legal age', async () => {
    // CH_FR's shop lives under /fr/: its pages are /fr/privacy and /fr/contact.
    const shopPage = (path: string) => underBasePath(shopBasePath(country.shop.url), path);
    const user = userEvent.setup();
    renderInCountry(code, <NewsletterSignup client={fakeClient()} />);
    await expandForm(user, LL.email);
    const voucherLink = screen.getByRole('link', { name: LL.voucherFootnote.link });
    if (['DE', 'AT', 'CH'].includes(code)) expect(voucherLink).toHaveAttribute('href', SHARED_VOUCHER_CONDITIONS);
    else expect(voucherLink.getAttribute('href')).not.toBe(shopPage(SHARED_VOUCHER_CONDITIONS));
    if (privacyHint) expect(screen.getByRole('link', { name: LL.privacyHint.link })).toHaveAttribute('href', shopPage('/privacy'));

    await user.click(screen.getByRole('button', { name: LL.legalNotice.title }));
    expect(screen.getByText(String(age), { exact: false })).toHaveTextContent(String(age));
    expect(screen.getByRole('link', { name: LL.legalNotice.contactLink })).toHaveAttribute('href', shopPage('/contact'));
    expect(screen.queryByRole('link', { name: LL.sampleNewsletter }) !== null).toBe(sampleNewsletter);
  });

  const requiredMessages = [
    LL.errors.emailRequired,
    ...(salutation === 'required' ? [LL.errors.salutationRequired] : []),
    ...(names === 'required' ? [LL.errors.firstNameRequired, LL.errors.lastNameRequired] : []),
    ...(newsletterConsent ? [LL.errors.newsletterConsentRequired] : []),
  ];

  it('says what is missing in the country’s language when submitted empty, in a focused summary and on each field', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    renderInCountry(code, <NewsletterSignup client={client} />);
    await expandForm(user, LL.email);
    await user.click(screen.getByRole('button', { name: LL.submit }));
    await nextPaint();

    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(requiredMessages);
    expect(screen.getByRole('textbox', { name: new RegExp(`^${LL.email}`) })).toHaveAccessibleDescription(LL.errors.emailRequired);
    expect(client.createSubscriber).not.toHaveBeenCalled();
  });

  it('tells assistive technology which fields are required, and explains the "*" before the first field', async () => {
    const user = userEvent.setup();
    renderInCountry(code, <NewsletterSignup client={fakeClient()} />);
    await expandForm(user, LL.email);

    const fields = (['textbox', 'combobox', 'checkbox'] as const).flatMap((role) => screen.queryAllByRole(role));
    const required = fields.filter((field) => (field as HTMLInputElement).required);
    expect(required).toHaveLength(requiredMessages.length);
    const footnote = screen.getByText(dictionaries[country.locale]!.widgets.requiredFootnote);
    expect(footnote.compareDocumentPosition(required[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('the messages the spec gives word for word', () => {
  it.each([
    ['DE', 'emailRequired', 'Die E-Mail-Adresse ist ein Pflichtfeld.'],
    ['DE', 'emailInvalid', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ['DE', 'firstNameRequired', 'Der Vorname ist ein Pflichtfeld.'],
    ['DE', 'invalidCharacters', 'Dieses Feld enthält ungültige Zeichen.'],
    ['DE', 'generic', 'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!'],
    ['HU', 'salutationRequired', 'A megszólítás mező kitöltése kötelező.'],
    ['TR', 'newsletterConsentRequired', 'E-bülten üyesi olmak için lütfen ticari elektronik ileti onayınızı veriniz.'],
  ] as const)('%s %s reads "%s"', (code, key, text) => {
    expect(dictionaries[loadCountry(code).locale]!.newsletter.errors[key]).toBe(text);
  });

  it('shows the discount as 10% everywhere but TR, where it reads %10', () => {
    renderInCountry('TR', <NewsletterSignup client={fakeClient()} />);
    expect(screen.getByText('%10')).toBeInTheDocument();
  });
});
