import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { type ErrorDialogStore, errorDialogStore } from './error-dialog-store';

// The full-screen dialog and its frame grouping are needed only once a request fails with a debug trace.
const RequestErrorDialog = lazy(() =>
  import('./RequestErrorDialog').then((module) => ({ default: module.RequestErrorDialog })),
);

export interface DeferredRequestErrorDialogProps {
  /** @default the product's one error dialog store */
  store?: ErrorDialogStore;
}

/** The request error dialog, loaded the first time there is an error to show and kept mounted after. */
export function DeferredRequestErrorDialog({ store = errorDialogStore }: DeferredRequestErrorDialogProps) {
  const payload = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [needed, setNeeded] = useState(false);
  if (payload && !needed) setNeeded(true);
  if (!needed && !payload) return null;
  return (
    <Suspense fallback={null}>
      <RequestErrorDialog store={store} />
    </Suspense>
  );
}
