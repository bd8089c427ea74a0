import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { psData } from '../../api/psdata';
import { renderInCountry } from '../../test/render';
import { inStorefront } from '../../test/storefront';
import { Footer } from '../Footer';
import { footerFixture } from '../test/footer-fixture';
import { enhanceFooter, LIVE_FOOTER_ATTRIBUTE } from './enhance-footer';

const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const TABLET_AGENT = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

// One psdata answer per page, kept for the page's life: each test gives its own.
vi.mock('../../api/psdata', () => ({ psData: { get: vi.fn() } }));

/** The page's sign-up section, whose skip link goes with it; no staff panel, as for a shopper. */
const PARTS = { signupSectionId: 'newsletter-signup' };

/** Answers the footer's services as the test says; anything not named fails, or is a 404. */
function answer(replies: { psdata?: unknown; promotion?: unknown } = {}) {
  vi.mocked(psData.get).mockImplementation(async () => (replies.psdata ? (replies.psdata as Awaited<ReturnType<typeof psData.get>>) : Promise.reject(new Error('psdata is down'))));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const address = input instanceof Request ? input.url : String(input);
    if (address.includes('promotion') && replies.promotion) return Response.json(replies.promotion);
    return new Response(null, { status: 404 });
  });
}

/** The footer as the server renders it, with a sign-up block and a skip link to it, then wired as a page does. */
function liveFooter() {
  renderInCountry(
    'DE',
    <Footer footer={footerFixture} newsletterBlock={<div data-island="footer-signup">Newsletter-Anmeldung</div>} promotion={<div data-footer-promotion="" />} />,
  );
  // Server-rendered HTML in a page, which the script may take out: not React's to keep.
  const skipLink = Object.assign(document.createElement('a'), { href: '#newsletter-signup', textContent: 'Zur Newsletter-Anmeldung' });
  document.body.prepend(skipLink);
  const footer = document.querySelector<HTMLElement>('[data-footer]')!;
  enhanceFooter(footer, PARTS);
  return footer;
}

beforeEach(() => answer());
afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelector('a[href="#newsletter-signup"]')?.remove();
  document.cookie = 'affiliate=; max-age=0';
  // A view switched to is kept for the visit: each test starts a visit of its own.
  window.sessionStorage.clear();
});

describe('the footer’s script', () => {
  it('switches to the view the shopper chooses, whatever the screen, and puts focus on the way back', async () => {
    const footer = liveFooter();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zur mobilen Ansicht' }));

    expect(footer).toHaveAttribute('data-view', 'mobile');
    expect(screen.getByRole('button', { name: 'Zur Desktop-Ansicht' })).toHaveFocus();
    expect(footer).toHaveAttribute(LIVE_FOOTER_ATTRIBUTE);
  });

  it('asks the consent tool to open on the consent button, without leaving the page; a tool that opens keeps the shop’s notice closed', async () => {
    liveFooter();
    // A consent tool says it opened its own preferences by cancelling the event (docs/analytics.md).
    const opened = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener(footerFixture.consentSettingsEvent, opened);
    const href = window.location.href;

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    window.removeEventListener(footerFixture.consentSettingsEvent, opened);

    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened.mock.calls[0]![0]).toBeInstanceOf(CustomEvent);
    expect(window.location.href).toBe(href);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says which cookies the shop sets and why when no consent tool opened, and gives focus back to the button on closing', async () => {
    liveFooter();
    const user = userEvent.setup();
    const consentButton = screen.getByRole('button', { name: 'Cookie-Einstellungen' });

    await user.click(consentButton);

    const notice = screen.getByRole('dialog', { name: 'Cookies in diesem Shop' });
    expect(within(notice).getByRole('heading', { name: 'Cookies in diesem Shop' })).toHaveFocus();
    for (const cookie of ['csrfToken', 'LoginToken']) expect(notice).toHaveTextContent(cookie);
    expect(notice).toHaveTextContent('Hält Sie nach dem Anmelden angemeldet');
    await user.click(within(notice).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(consentButton).toHaveFocus();
  });

  it.each([PHONE_AGENT, TABLET_AGENT])('takes the country switcher out on tablets and phones (spec §2.3): %s', (userAgent) => {
    vi.stubGlobal('navigator', { userAgent, maxTouchPoints: 5 });
    liveFooter();

    expect(document.querySelector('[data-country-switcher]')).toBeNull();
  });

  it('keeps the country switcher on a desktop', () => {
    liveFooter();

    expect(document.querySelector('[data-country-switcher]')).not.toBeNull();
  });

  it('reduces the footer for a reduced-mode cookie, the sign-up and its skip link included', () => {
    document.cookie = `${footerFixture.reducedModeCookies[0]}=1`;
    liveFooter();

    for (const part of document.querySelectorAll('[data-footer-reducible]')) expect(part).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Zur Newsletter-Anmeldung' })).toBeNull();
  });

  it('in the footer embed’s shadow root, hides its own sign-up and leaves the host page’s links alone', () => {
    document.cookie = `${footerFixture.reducedModeCookies[0]}=1`;
    const host = document.createElement('div');
    document.body.append(host);
    const container = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    render(inStorefront('DE', <Footer footer={footerFixture} newsletterBlock={<div data-island="footer-signup">Newsletter-Anmeldung</div>} />), { container });
    const hostLink = document.body.insertBefore(Object.assign(document.createElement('a'), { href: '#newsletter-signup' }), host);
    enhanceFooter(container.querySelector<HTMLElement>('[data-footer]')!, PARTS);

    expect(container.querySelector('[data-island="footer-signup"]')).not.toBeVisible();
    expect(hostLink.isConnected).toBe(true);
    host.remove();
  });

  it('hands the staff panel’s slot to the page’s starter, and asks nothing of it without a slot', () => {
    const startStaffPanel = vi.fn();
    renderInCountry('DE', <Footer footer={footerFixture} previewSlot={<div data-staff-preview="" />} />);
    enhanceFooter(document.querySelector<HTMLElement>('[data-footer]')!, { ...PARTS, startStaffPanel });
    expect(startStaffPanel).toHaveBeenCalledExactlyOnceWith(document.querySelector('[data-staff-preview]'));

    startStaffPanel.mockClear();
    liveFooter();
    enhanceFooter(document.querySelectorAll<HTMLElement>('[data-footer]')[1]!, { ...PARTS, startStaffPanel });
    expect(startStaffPanel).not.toHaveBeenCalled();
  });

  it('hides the sign-up and its skip link once psdata says this browser has signed up', async () => {
    answer({ psdata: { newsletter: { status: 'SUBSCRIBED' } } });
    liveFooter();

    await waitFor(() => expect(screen.getByText('Newsletter-Anmeldung')).not.toBeVisible());
    expect(screen.queryByRole('link', { name: 'Zur Newsletter-Anmeldung' })).toBeNull();
  });

  it('keeps the sign-up when psdata fails', async () => {
    liveFooter();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(screen.getByText('Newsletter-Anmeldung')).toBeVisible();
  });

  it('shows the promotion as text, never as markup, with its link under the shop', async () => {
    const content = { headline: '<b>Sale</b>', text: 'Alles -20 %', link: { text: 'Zum Sale', url: '/sale' } };
    answer({ promotion: { contentJSON: JSON.stringify(content) } });
    liveFooter();

    expect(await screen.findByText('<b>Sale</b>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Sale' })).toHaveAttribute('href', '/sale');
  });
});
