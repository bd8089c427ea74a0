import '@mantine/core/styles/Badge.css';
import { Badge, Group } from '@mantine/core';
import { useI18n } from '../i18n/useI18n';
import { Button } from '../widgets/Button';
import type { PreviewState } from './api/preview-client';
import { dateAndTimeOf } from './preview-timestamp';

export interface PreviewBadgeProps {
  state: PreviewState;
  onBackToLive: () => void;
  resetting: boolean;
}

/** Says which date, time and A/B group the page shows while preview is on, and offers the way back. */
export function PreviewBadge({ state, onBackToLive, resetting }: PreviewBadgeProps) {
  const { LL } = useI18n();
  const copy = LL.preview.badge;
  const at = state.dateTime ? dateAndTimeOf(new Date(state.dateTime)) : undefined;
  return (
    <Group gap="xs" role="status">
      {at && <Badge size="lg">{copy.at(at)}</Badge>}
      {state.abTestName && state.abTestGroup && <Badge size="lg">{copy.group({ test: state.abTestName, group: state.abTestGroup })}</Badge>}
      <Button size="xs" variant="outline" onClick={onBackToLive} loading={resetting}>
        {copy.backToLive()}
      </Button>
    </Group>
  );
}
