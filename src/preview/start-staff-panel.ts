import { readCookie } from '../api/cookies';
import { STAFF_MARKER_COOKIE } from './staff-marker';

/** Loads the staff preview panel into its slot in the footer, for staff only: a shopper's page never loads its code. */
export function startStaffPanel(slot: HTMLElement): void {
  if (readCookie(STAFF_MARKER_COOKIE) === '1') void import('./mount-preview-slot').then(({ mountPreviewSlot }) => mountPreviewSlot(slot));
}
