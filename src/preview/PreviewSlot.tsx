import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { readCookie } from '../api/cookies';
import { previewClient, type PreviewClient, type PreviewState } from './api/preview-client';
import { STAFF_MARKER_COOKIE } from './staff-marker';


// A chunk of its own: only staff download the panel, its date pickers and dayjs.
const PreviewPanel = lazy(() => import('./PreviewPanel').then(({ PreviewPanel: Panel }) => ({ default: Panel })));

export interface PreviewSlotProps {
  /** The preview and A/B test services; tests pass a fake. @default previewClient */
  client?: PreviewClient;
}

/** The staff preview panel for staff whose checkauth call returns SUCCESS (spec §6); for everyone else nothing at all. */
export function PreviewSlot({ client = previewClient }: PreviewSlotProps) {
  const [staffState, setStaffState] = useState<PreviewState>();
  useEffect(() => {
    if (readCookie(STAFF_MARKER_COOKIE) !== '1') return;
    let current = true;
    void client.checkAuth().then((state) => current && setStaffState(state));
    return () => {
      current = false;
    };
  }, [client]);
  const hide = useCallback(() => setStaffState(undefined), []);
  if (!staffState) return null;
  return (
    <Suspense fallback={null}>
      <PreviewPanel client={client} initial={staffState} onEnded={hide} />
    </Suspense>
  );
}
