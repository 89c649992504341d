import { latestErrorLogUrl } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { ErrorDialog, type ErrorDialogLabels } from '@tonearm/ui';
import { useMemo, useSyncExternalStore } from 'react';
import { type Translate, useTrans } from '../i18n';
import { type ErrorDialogStore, errorDialogStore } from './error-dialog-store';
import { toErrorDialogPayload } from './to-error-dialog-payload';

export interface RequestErrorDialogProps {
  /** @default the product's one error dialog store */
  store?: ErrorDialogStore;
}

function errorDialogLabels(trans: Translate): ErrorDialogLabels {
  return {
    title: trans('An error occured'),
    downloadLog: trans('Download log'),
    dismiss: trans('Dismiss'),
    stackFrames: trans('Stack frames'),
    frame: ({ method, path, lineNumber }) =>
      trans(':method at :path::line', { method, path, line: lineNumber }),
    expandVendorFrames: trans('Expand vendor frames'),
    collapseVendorFrames: trans('Collapse vendor frames'),
    vendorFrameCount: (count) =>
      trans('{count, plural, one {# vendor frame} other {# vendor frames}}', { count }),
  };
}

/** The full-screen dialog for a failed request's debug trace, with the latest log to download. */
export function RequestErrorDialog({ store = errorDialogStore }: RequestErrorDialogProps) {
  const http = useHttpClient();
  const payload = useSyncExternalStore(store.subscribe, store.get, store.get);
  const shown = useMemo(() => (payload ? toErrorDialogPayload(payload) : null), [payload]);
  const { trans } = useTrans();
  const labels = useMemo(() => errorDialogLabels(trans), [trans]);
  return (
    <ErrorDialog
      error={shown}
      onDismiss={store.dismiss}
      downloadLogHref={latestErrorLogUrl(http)}
      labels={labels}
    />
  );
}
