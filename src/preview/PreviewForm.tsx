import '@mantine/dates/styles.css';
import { Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useState } from 'react';
import { useI18n } from '../i18n/useI18n';
import { Button } from '../widgets/Button';
import { SelectField } from '../widgets/fields/SelectField';
import { Notice } from '../widgets/Notice';
import { isApplicable, NO_SELECTION, selectGroup, selectionState, selectTest, type AbSelection } from './ab-selection';
import type { PreviewClient, PreviewRequest } from './api/preview-client';
import { PreviewDateField } from './PreviewDateField';
import classes from './PreviewForm.module.css';
import { isPreviewDate, isPreviewTime, previewTimestamp } from './preview-timestamp';
import { useTestsAt } from './use-tests-at';

export interface PreviewFormProps {
  client: PreviewClient;
  date: string;
  time: string;
  selection: AbSelection;
  /** Sends the settings; resolves to whether the service took them. */
  onApply: (request: PreviewRequest) => Promise<boolean>;
}

/** The preview settings of spec §2.5: date, time, an A/B test and, once a test is chosen, its group. */
export function PreviewForm({ client, onApply, ...initial }: PreviewFormProps) {
  const { LL } = useI18n();
  const copy = LL.preview;
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [selection, setSelection] = useState(initial.selection);
  const [showMissingGroup, setShowMissingGroup] = useState(false);
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState<boolean>();
  // "Now" is fixed when the form opens, so that a re-render does not ask for the tests again.
  const [openedAt] = useState(() => new Date());
  const instant = previewTimestamp(date, time, openedAt);
  const { status, tests } = useTestsAt(client, instant);
  const testOptions = status === 'found' ? tests : [];
  const chosenTest = testOptions.find(({ name }) => name === selection.test);
  // A test that does not run at the new instant is no longer chosen; while the list loads, it stays.
  const effective = status === 'loading' || chosenTest ? selection : NO_SELECTION;
  const groupMissing = selectionState(effective) === 'incomplete';

  const changeDate = (next: string | null) => {
    setDate(next ?? '');
    // Spec §4: another date may run other tests, so the group goes.
    setSelection((current) => selectGroup(current, null));
  };

  const apply = async () => {
    setApplied(undefined);
    if (!isApplicable(effective)) return setShowMissingGroup(true);
    setApplying(true);
    // "The current time" is the time of the click, not of the form's opening.
    const previewDateTime = previewTimestamp(date, time, new Date());
    setApplied(await onApply({ previewDateTime, test: effective.test, group: effective.group }));
    setApplying(false);
  };

  return (
    <Stack gap="sm">
      <div className={classes.dateAndTime}>
        <PreviewDateField value={date} onChange={changeDate} />
        <TimeInput
          label={copy.time()}
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
          // Spec §5: a date without a time previews the current time; the field says so (an invalid date says it itself).
          description={isPreviewDate(date) && !isPreviewTime(time) ? copy.timeMissing() : undefined}
        />
      </div>
      <Text size="sm" role="status">
        {copy.tests[status]()}
      </Text>
      <SelectField
        label={copy.abTest()}
        value={chosenTest?.name ?? ''}
        onChange={(event) => {
          setSelection(selectTest(event.currentTarget.value || null));
          setShowMissingGroup(false);
        }}
        data={[
          { value: '', label: status === 'loading' ? copy.loading() : copy.none() },
          ...testOptions.map(({ name }) => ({ value: name, label: name })),
        ]}
      />
      {chosenTest && (
        <SelectField
          label={copy.group()}
          required
          value={selection.group ?? ''}
          error={showMissingGroup && groupMissing ? copy.required() : undefined}
          onChange={(event) => setSelection(selectGroup(selection, event.currentTarget.value || null))}
          data={[{ value: '', label: copy.none() }, ...chosenTest.groups.map((group) => ({ value: group, label: group }))]}
        />
      )}
      {showMissingGroup && groupMissing && <Notice variant="warning">{copy.selectGroup()}</Notice>}
      {applied !== undefined && (
        <Notice variant={applied ? 'success' : 'error'} focusOnReveal>
          {applied ? copy.applied() : copy.applyFailed()}
        </Notice>
      )}
      <Button onClick={apply} loading={applying}>
        {copy.apply()}
      </Button>
    </Stack>
  );
}
