import type { OutgoingEmailStatus } from '@tonearm/client/contract';
import type { Translate } from '@tonearm/shell';

/** The words for each mail's status, in the reader's language. */
export const statusLabels = (trans: Translate): Record<OutgoingEmailStatus, string> => ({
  sending: trans('Sending'),
  sent: trans('Sent'),
  logged: trans('Not sent (no mail server)'),
  failed: trans('Error'),
});

/** The badge tone of each status. */
export const STATUS_TONES: Record<OutgoingEmailStatus, 'positive' | 'neutral' | 'danger' | 'outline'> = {
  sending: 'outline',
  sent: 'positive',
  logged: 'neutral',
  failed: 'danger',
};
