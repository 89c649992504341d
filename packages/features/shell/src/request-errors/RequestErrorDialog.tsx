import { latestErrorLogUrl } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { ErrorDialog } from '@tonearm/ui';
import { useMemo, useSyncExternalStore } from 'react';
import { type ErrorDialogStore, errorDialogStore } from './error-dialog-store';
import { toErrorDialogPayload } from './to-error-dialog-payload';

export interface RequestErrorDialogProps {
  /** @default the product's one error dialog store */
  store?: ErrorDialogStore;
}

/** The full-screen dialog for a failed request's debug trace, with the latest log to download. */
export function RequestErrorDialog({ store = errorDialogStore }: RequestErrorDialogProps) {
  const http = useHttpClient();
  const payload = useSyncExternalStore(store.subscribe, store.get, store.get);
  const shown = useMemo(() => (payload ? toErrorDialogPayload(payload) : null), [payload]);
  return <ErrorDialog error={shown} onDismiss={store.dismiss} downloadLogHref={latestErrorLogUrl(http)} />;
}
