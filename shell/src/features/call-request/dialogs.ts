import { lazy } from 'react';
import { registerDialogs } from '../../components/dialog/dialog-registry';

// A form dialog: fetched with the form kit when it first opens (house rule: a library loads when
// its feature is used).
const CallRequestDialog = lazy(() =>
  import('./call-request-dialog').then((m) => ({ default: m.CallRequestDialog })),
);

/** spec §2: the call request form (size 'call', up to 454 px), into the slot. */
export function registerCallRequestDialog(): void {
  registerDialogs({ callRequest: CallRequestDialog });
}
