import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInCountry } from '../test/render';
import { dictionaries } from '../test/storefront';
import type { PreviewState } from './api/preview-client';
import { PreviewPanel } from './PreviewPanel';
import { fakePreviewClient, LIVE, SEEDED_TESTS } from './test/fake-preview-client';
import { SESSION_RENEWAL_MS } from './use-session-renewal';

const copy = dictionaries['de-DE']!.preview;
const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)(:\w+)?\}/g, (_match, name: string) => params[name]!);

afterEach(() => {
  vi.useRealTimers();
});

function renderPanel(options: Parameters<typeof fakePreviewClient>[0] & { initial?: PreviewState } = {}) {
  const client = fakePreviewClient(options);
  const onEnded = vi.fn();
  renderInCountry('DE', <PreviewPanel client={client} initial={options.initial ?? LIVE} onEnded={onEnded} />);
  return { client, onEnded };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: copy.toggle }));
}

const testSelect = () => screen.getByRole('combobox', { name: copy.abTest });
const groupSelect = () => screen.queryByRole('combobox', { name: copy.group });
const dateField = () => screen.getByRole('combobox', { name: copy.date });

describe('PreviewPanel', () => {
  it('opens and closes with its button', async () => {
    const user = userEvent.setup();
    renderPanel();
    const toggle = screen.getByRole('button', { name: copy.toggle });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: copy.abTest })).toBeNull();

    await openPanel(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(testSelect()).toBeInTheDocument();

    await user.click(toggle);
    expect(screen.queryByRole('combobox', { name: copy.abTest })).toBeNull();
  });

  it('starts from what checkauth returned: the date, the time and the A/B selection', async () => {
    const user = userEvent.setup();
    const dateTime = new Date(2026, 11, 24, 18, 30).toISOString();
    renderPanel({ initial: { dateTime, abTestName: 'newsletter-bubble', abTestGroup: 'B' } });
    await openPanel(user);

    expect(dateField()).toHaveValue('2026-12-24');
    expect(screen.getByLabelText(copy.time)).toHaveValue('18:30');
    await waitFor(() => expect(testSelect()).toHaveValue('newsletter-bubble'));
    expect(groupSelect()).toHaveValue('B');
  });

  it('says it is loading the tests, then that it found some, and offers them', async () => {
    const user = userEvent.setup();
    const { client } = renderPanel();
    let answer: () => void = () => undefined;
    client.testsAt.mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve(SEEDED_TESTS))));
    await openPanel(user);
    expect(screen.getByText(copy.tests.loading)).toBeInTheDocument();
    expect(testSelect()).toHaveDisplayValue(copy.loading);

    answer();
    expect(await screen.findByText(copy.tests.found)).toBeInTheDocument();
    const options = [...testSelect().querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toEqual([copy.none, 'footer-teaser', 'newsletter-bubble']);
  });

  it('says when no tests run at the date', async () => {
    const user = userEvent.setup();
    renderPanel({ tests: [] });
    await openPanel(user);
    expect(await screen.findByText(copy.tests.empty)).toBeInTheDocument();
    expect(testSelect().querySelectorAll('option')).toHaveLength(1);
  });

  it('offers only None when the tests cannot be fetched', async () => {
    const user = userEvent.setup();
    renderPanel({ tests: new Error('503') });
    await openPanel(user);
    expect(await screen.findByText(copy.tests.failed)).toBeInTheDocument();
    expect([...testSelect().querySelectorAll('option')].map((option) => option.textContent)).toEqual([copy.none]);
  });

  it('shows the group selector once a test is chosen, and asks for the group before applying', async () => {
    const user = userEvent.setup();
    const { client } = renderPanel();
    await openPanel(user);
    await screen.findByText(copy.tests.found);
    expect(groupSelect()).toBeNull();

    await user.selectOptions(testSelect(), 'footer-teaser');
    expect([...groupSelect()!.querySelectorAll('option')].map((option) => option.value)).toEqual(['', 'control', 'teaser']);
    expect(groupSelect()).toBeRequired();
    await user.click(screen.getByRole('button', { name: copy.apply }));

    expect(screen.getByText(copy.selectGroup)).toBeInTheDocument();
    expect(groupSelect()).toHaveAccessibleDescription(copy.required);
    expect(client.apply).not.toHaveBeenCalled();
  });

  it('asks for the tests at the new date and drops the group when the date changes', async () => {
    const user = userEvent.setup();
    const { client } = renderPanel();
    await openPanel(user);
    await screen.findByText(copy.tests.found);
    await user.selectOptions(testSelect(), 'newsletter-bubble');
    await user.selectOptions(groupSelect()!, 'C');
    await user.clear(screen.getByLabelText(copy.time));
    await user.type(screen.getByLabelText(copy.time), '10:00');

    await user.clear(dateField());
    await user.type(dateField(), '2026-12-24');
    await user.tab();

    await waitFor(() => expect(client.testsAt).toHaveBeenLastCalledWith(new Date(2026, 11, 24, 10, 0).toISOString()));
    expect(testSelect()).toHaveValue('newsletter-bubble');
    expect(groupSelect()).toHaveValue('');
  });

  it('asks for the tests at a date picked in the calendar by keyboard, and drops the group', async () => {
    const user = userEvent.setup();
    const dateTime = new Date(2026, 11, 24, 18, 30).toISOString();
    const { client } = renderPanel({ initial: { dateTime, abTestName: 'newsletter-bubble', abTestGroup: 'B' } });
    await openPanel(user);
    await waitFor(() => expect(groupSelect()).toHaveValue('B'));

    await user.click(dateField());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-selected'));
    await user.keyboard('{ArrowRight}{Enter}');

    expect(dateField()).toHaveValue('2026-12-25');
    await waitFor(() => expect(client.testsAt).toHaveBeenLastCalledWith(new Date(2026, 11, 25, 18, 30).toISOString()));
    expect(groupSelect()).toHaveValue('');
  });

  it('applies a complete selection, says so and shows the badge', async () => {
    const user = userEvent.setup();
    const { client } = renderPanel();
    await openPanel(user);
    await screen.findByText(copy.tests.found);
    await user.clear(dateField());
    await user.type(dateField(), '2026-12-24');
    await user.tab();
    await user.clear(screen.getByLabelText(copy.time));
    await user.type(screen.getByLabelText(copy.time), '18:00');
    await user.selectOptions(testSelect(), 'newsletter-bubble');
    await user.selectOptions(groupSelect()!, 'B');
    await user.click(screen.getByRole('button', { name: copy.apply }));

    expect(client.apply).toHaveBeenCalledExactlyOnceWith({ previewDateTime: new Date(2026, 11, 24, 18, 0).toISOString(), test: 'newsletter-bubble', group: 'B' });
    expect(await screen.findByText(copy.applied)).toBeInTheDocument();
    expect(screen.getByText(fill(copy.badge.at, { date: '2026-12-24', time: '18:00' }))).toBeInTheDocument();
    expect(screen.getByText(fill(copy.badge.group, { test: 'newsletter-bubble', group: 'B' }))).toBeInTheDocument();
  });

  it('says that a date without a time previews the current time, and applies the time of the click', async () => {
    const user = userEvent.setup();
    const { client } = renderPanel();
    await openPanel(user);
    await screen.findByText(copy.tests.found);
    await user.clear(dateField());
    await user.type(dateField(), '2027-03-01');
    await user.tab();
    await user.clear(screen.getByLabelText(copy.time));

    expect(screen.getByLabelText(copy.time)).toHaveAccessibleDescription(copy.timeMissing);
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: copy.apply }));
    const sent = Date.parse(vi.mocked(client.apply).mock.calls[0]![0].previewDateTime!);
    expect(sent).toBeGreaterThanOrEqual(before);
    expect(sent).toBeLessThanOrEqual(Date.now());
  });

  it.each(['BAD_REQUEST', 'INTERNAL_ERROR'] as const)('says applying failed on %s and shows no badge', async (applyStatus) => {
    const user = userEvent.setup();
    const { onEnded } = renderPanel({ applyStatus });
    await openPanel(user);
    await screen.findByText(copy.tests.found);
    await user.click(screen.getByRole('button', { name: copy.apply }));
    expect(await screen.findByText(copy.applyFailed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.badge.backToLive })).toBeNull();
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('goes away when applying finds the staff session gone (UNAUTHORIZED)', async () => {
    const user = userEvent.setup();
    const { onEnded } = renderPanel({ applyStatus: 'UNAUTHORIZED' });
    await openPanel(user);
    await screen.findByText(copy.tests.found);
    await user.click(screen.getByRole('button', { name: copy.apply }));
    await waitFor(() => expect(onEnded).toHaveBeenCalledOnce());
  });

  it('goes back to live from the badge', async () => {
    const user = userEvent.setup();
    const { client } = renderPanel({ initial: { dateTime: '2026-12-24T17:00:00.000Z', abTestName: 'footer-teaser', abTestGroup: 'teaser' } });
    await user.click(screen.getByRole('button', { name: copy.badge.backToLive }));
    expect(client.apply).toHaveBeenCalledExactlyOnceWith({ previewDateTime: null, test: null, group: null });
    await waitFor(() => expect(screen.queryByRole('button', { name: copy.badge.backToLive })).toBeNull());
  });

  it('logs out and is gone', async () => {
    const user = userEvent.setup();
    const { client, onEnded } = renderPanel();
    await user.click(screen.getByRole('button', { name: copy.logout }));
    expect(client.logOut).toHaveBeenCalledOnce();
    expect(onEnded).toHaveBeenCalledOnce();
  });

  it('renews the staff session every 300 seconds while it is shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { client, onEnded } = renderPanel();
    await act(() => vi.advanceTimersByTimeAsync(SESSION_RENEWAL_MS - 1_000));
    expect(client.renewSession).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(client.renewSession).toHaveBeenCalledOnce();
    await act(() => vi.advanceTimersByTimeAsync(2 * SESSION_RENEWAL_MS));
    expect(client.renewSession).toHaveBeenCalledTimes(3);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('goes away when the renewal finds the session gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { client, onEnded } = renderPanel();
    client.renewSession.mockResolvedValue(false);
    await act(() => vi.advanceTimersByTimeAsync(SESSION_RENEWAL_MS));
    expect(onEnded).toHaveBeenCalledOnce();
  });
});
