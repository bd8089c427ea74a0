import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import { ActionIcon, Popover } from '@mantine/core';
import { DatePicker, useDatesContext } from '@mantine/dates';
import { useReducedMotion } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useI18n } from '../i18n/useI18n';
import { TextField } from '../widgets/fields/TextField';
import { CalendarIcon } from './CalendarIcon';
import { dayAfterKey } from './calendar-keys';
import { dateAndTimeOf, isPreviewDate } from './preview-timestamp';
import classes from './PreviewDateField.module.css';

export interface PreviewDateFieldProps {
  /** What the field holds: a YYYY-MM-DD date, or any other text, which means the current time (spec §5). */
  value: string;
  /** Called with what the field holds after each change, typed or picked. */
  onChange: (date: string) => void;
}

const OPENING_KEYS = new Set(['ArrowDown', 'Enter']);

/**
 * The preview date (spec §2.5, §5): typed as YYYY-MM-DD or picked from a calendar, by keyboard
 * alone too. ArrowDown or Enter in the field, or the calendar button, opens the calendar and puts
 * the focus on the chosen day; arrows, PageUp/PageDown (with Shift: a year) and Home/End move it,
 * Enter picks, Escape closes; either way the focus goes back to the field. The calendar is a
 * dialog in the panel, right after the field in reading order, not at the end of the page; Tab
 * stays inside it while it is open, as in the WAI-ARIA date picker dialog.
 */
export function PreviewDateField({ value, onChange }: PreviewDateFieldProps) {
  const { LL } = useI18n();
  const copy = LL.preview;
  const firstDayOfWeek = useDatesContext().getFirstDayOfWeek();
  const reduceMotion = useReducedMotion();
  const calendarId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const calendarRef = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(false);
  // The day with the focus in the calendar; the calendar shows its month.
  const [activeDay, setActiveDay] = useState(value);
  const today = dateAndTimeOf(new Date()).date;

  const open = () => {
    setActiveDay(isPreviewDate(value) ? value : today);
    setOpened(true);
  };
  const closeToField = () => {
    setOpened(false);
    fieldRef.current?.focus();
  };
  const pick = (date: string) => {
    onChange(date);
    closeToField();
  };

  const openWithKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    open();
  };
  const focusActiveDay = () => calendarRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  const moveWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return closeToField();
    // Only the days move with these keys; the header's month buttons keep theirs.
    const onDay = event.target instanceof HTMLElement && event.target.closest('table');
    const next = onDay ? dayAfterKey(activeDay, event, firstDayOfWeek) : undefined;
    if (!next) return;
    // Mantine's own arrow keys stop at the month's edge and know no PageDown: they must not run too.
    event.preventDefault();
    event.stopPropagation();
    // The day may be in another month: render that month now, so that its button can take the focus.
    flushSync(() => setActiveDay(next));
    focusActiveDay();
  };

  const popupState = { 'aria-haspopup': 'dialog', 'aria-expanded': opened, 'aria-controls': opened ? calendarId : undefined } as const;
  // One box: a layout around the field (a growing Group) must not size the calendar as its own child.
  return (
    <div>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        withinPortal={false}
        // In the panel's own flow the calendar scrolls with its field; it need not watch for the field leaving the view.
        hideDetached={false}
        withRoles={false}
        trapFocus
        closeOnEscape={false}
        transitionProps={{ duration: reduceMotion ? 0 : 150 }}
      >
        <Popover.Target>
          <div>
            <TextField
              ref={fieldRef}
              label={copy.date()}
              placeholder="YYYY-MM-DD"
              autoComplete="off"
              role="combobox"
              {...popupState}
              value={value}
              onChange={(event) => onChange(event.currentTarget.value)}
              // The field shows what is applied: a text that is not a date is kept, and said to mean now.
              description={isPreviewDate(value) ? undefined : copy.currentTime()}
              onKeyDown={openWithKeys}
              rightSectionPointerEvents="all"
              rightSectionWidth="1.875rem"
              rightSection={
                <ActionIcon variant="subtle" size="sm" aria-label={copy.calendar.chooseDate()} {...popupState} onClick={() => (opened ? setOpened(false) : open())}>
                  <CalendarIcon />
                </ActionIcon>
              }
            />
          </div>
        </Popover.Target>
        <Popover.Dropdown ref={calendarRef} id={calendarId} className={classes.calendar} role="dialog" aria-label={copy.calendar.chooseDate()} onKeyDownCapture={moveWithKeys}>
          <DatePicker
            value={isPreviewDate(value) ? value : null}
            onChange={(date) => date && pick(date)}
            date={activeDay}
            onDateChange={setActiveDay}
            maxLevel="month"
            // Mantine's own shortcuts (Ctrl+arrows, Y) would open the year view left out here; Shift+PageUp/PageDown move by a year.
            enableKeyboardNavigation={false}
            ariaLabels={{ previousMonth: copy.calendar.previousMonth(), nextMonth: copy.calendar.nextMonth() }}
            classNames={{ day: classes.day }}
            getDayProps={(day) => ({
              'data-autofocus': day === activeDay || undefined,
              // Mantine shows the chosen day and today by colour alone; screen readers hear them too.
              'aria-pressed': day === value || undefined,
              'aria-current': day === today ? 'date' : undefined,
              onFocus: (event: FocusEvent<HTMLButtonElement>) => {
                // Tab or Shift+Tab into the days lands on Mantine's choice (the chosen day or today): go on at the day the arrows
                // reached. Right after this focus, not during it: the focus trap takes a focus moved at once for a failed one.
                const fromOutsideDays = !event.currentTarget.closest('table')?.contains(event.relatedTarget);
                if (fromOutsideDays && day !== activeDay) return queueMicrotask(focusActiveDay);
                // A day clicked in this month is where the arrows start; the neighbouring months' days would switch the month under the pointer.
                if (dayjs(day).isSame(activeDay, 'month')) setActiveDay(day);
              },
            })}
          />
        </Popover.Dropdown>
      </Popover>
    </div>
  );
}
