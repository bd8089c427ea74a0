import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import { Group, Paper, Stack, Title } from '@mantine/core';
import classes from './PreviewPanel.module.css';
import { DatesProvider } from '@mantine/dates';
import { useEffect, useId, useState } from 'react';
import { useI18n } from '../i18n/useI18n';
import { Button } from '../widgets/Button';
import { selectionFrom } from './ab-selection';
import type { PreviewClient, PreviewRequest, PreviewState } from './api/preview-client';
import { firstDayOfWeek, loadDayjsLocale } from './dates-locale';
import { PreviewBadge } from './PreviewBadge';
import { PreviewForm } from './PreviewForm';
import { dateAndTimeOf } from './preview-timestamp';
import { useSessionRenewal } from './use-session-renewal';

export interface PreviewPanelProps {
  client: PreviewClient;
  /** What checkauth reported when the page loaded. */
  initial: PreviewState;
  /** Called after Logout, or when the staff session has ended; the panel is then gone. */
  onEnded: () => void;
}

const isPreviewing = ({ dateTime, abTestName }: PreviewState) => dateTime !== null || abTestName !== null;

/** The staff preview panel (spec §2.5): a button that opens the settings, the preview badge and Logout. */
export function PreviewPanel({ client, initial, onEnded }: PreviewPanelProps) {
  const { LL, locale } = useI18n();
  const copy = LL.preview;
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState(initial);
  const [resetting, setResetting] = useState(false);
  const [dayjsLocale, setDayjsLocale] = useState('en');
  useEffect(() => {
    void loadDayjsLocale().then(setDayjsLocale);
  }, []);
  useSessionRenewal(client, onEnded);

  const apply = async (request: PreviewRequest) => {
    const status = await client.apply(request);
    if (status === 'UNAUTHORIZED') onEnded();
    if (status !== 'SUCCESS') return false;
    setState({ dateTime: request.previewDateTime, abTestName: request.test, abTestGroup: request.group });
    return true;
  };

  const backToLive = async () => {
    setResetting(true);
    await apply({ previewDateTime: null, test: null, group: null });
    setResetting(false);
  };

  const logOut = async () => {
    await client.logOut().catch(() => undefined);
    onEnded();
  };

  const shown = dateAndTimeOf(state.dateTime ? new Date(state.dateTime) : new Date());
  return (
    <DatesProvider settings={{ locale: dayjsLocale, firstDayOfWeek: firstDayOfWeek(locale) }}>
      <Paper withBorder className={classes.panel} mt="lg" component="section" aria-label={copy.heading()}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Button variant="light" onClick={() => setOpen((isOpen) => !isOpen)} aria-expanded={open} aria-controls={formId}>
              {copy.toggle()}
            </Button>
            <Button variant="subtle" onClick={logOut}>
              {copy.logout()}
            </Button>
          </Group>
          {isPreviewing(state) && <PreviewBadge state={state} onBackToLive={backToLive} resetting={resetting} />}
          <div id={formId} hidden={!open}>
            {open && (
              <Stack gap="sm" pt="xs">
                <Title order={2} size="h4">
                  {copy.heading()}
                </Title>
                <PreviewForm client={client} date={shown.date} time={shown.time} selection={selectionFrom(state.abTestName, state.abTestGroup)} onApply={apply} />
              </Stack>
            )}
          </div>
        </Stack>
      </Paper>
    </DatesProvider>
  );
}
