import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInCountry } from '../test/render';
import { dictionaries } from '../test/storefront';
import { PreviewDateField } from './PreviewDateField';

const copy = dictionaries['de-DE']!.preview;

function renderField(initial = '2026-12-24') {
  const onChange = vi.fn();
  function Form() {
    const [date, setDate] = useState(initial);
    return (
      <PreviewDateField
        value={date}
        onChange={(next) => {
          setDate(next);
          onChange(next);
        }}
      />
    );
  }
  renderInCountry('DE', <Form />);
  return { onChange, field: screen.getByRole('combobox', { name: copy.date }) };
}

const calendar = () => screen.queryByRole('dialog', { name: copy.calendar.chooseDate });
const findCalendar = () => screen.findByRole('dialog', { name: copy.calendar.chooseDate });
// Mantine names each day "D MMMM YYYY"; the test renders without a dayjs locale, so in English.
const focusedDay = () => document.activeElement?.getAttribute('aria-label');

describe('PreviewDateField', () => {
  it('is a combobox that says it opens a dialog, collapsed until it is opened', () => {
    const { field } = renderField();
    expect(field).toHaveValue('2026-12-24');
    expect(field).toHaveAttribute('aria-haspopup', 'dialog');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(calendar()).toBeNull();
  });

  it('opens on ArrowDown at the chosen day, crosses months with the arrows and PageDown, and picks with Enter', async () => {
    const user = userEvent.setup();
    const { field, onChange } = renderField();
    await user.click(field);
    await user.keyboard('{ArrowDown}');

    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', (await findCalendar()).id);
    await waitFor(() => expect(focusedDay()).toBe('24 December 2026'));
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(focusedDay()).toBe('1 January 2027');
    await user.keyboard('{PageDown}{ArrowUp}y');
    expect(focusedDay()).toBe('25 January 2027');
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenLastCalledWith('2027-01-25');
    expect(field).toHaveValue('2027-01-25');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(calendar()).toBeNull());
  });

  it('closes on Escape without picking and gives the focus back to the field', async () => {
    const user = userEvent.setup();
    const { field, onChange } = renderField();
    await user.click(field);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focusedDay()).toBe('24 December 2026'));
    await user.keyboard('{ArrowLeft}{Escape}');

    expect(field).toHaveFocus();
    expect(field).toHaveValue('2026-12-24');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(calendar()).toBeNull());
  });

  it('opens from its calendar button too, whose month buttons are named in the country’s language', async () => {
    const user = userEvent.setup();
    renderField();
    await user.click(screen.getByRole('button', { name: copy.calendar.chooseDate }));

    expect(await findCalendar()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.calendar.previousMonth })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.calendar.nextMonth })).toBeInTheDocument();
  });

  // Spec §5 (issue 26): a date that is not YYYY-MM-DD means the current time, and the field says so
  // instead of bringing back the last valid date.
  it.each(['abc', '15.01.2027', '2027-02-30', ''])('keeps %j when left, and says that the current time applies', async (typed) => {
    const user = userEvent.setup();
    const { field, onChange } = renderField();
    await user.clear(field);
    if (typed) await user.type(field, typed);
    await user.tab();
    expect(field).toHaveValue(typed);
    expect(onChange).toHaveBeenLastCalledWith(typed);
    expect(field).toHaveAccessibleDescription(copy.currentTime);
  });

  it('passes on a real date as typed, with no note', async () => {
    const user = userEvent.setup();
    const { field, onChange } = renderField();
    await user.clear(field);
    await user.type(field, '2027-02-28');
    expect(onChange).toHaveBeenLastCalledWith('2027-02-28');
    expect(field).not.toHaveAccessibleDescription(copy.currentTime);
  });
});
