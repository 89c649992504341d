import type { OutgoingEmailStatus } from '@tonearm/client/contract';

/** The words for each mail's status, before translation. */
export const STATUS_LABELS: Record<OutgoingEmailStatus, string> = {
  sending: 'Sending',
  sent: 'Sent',
  logged: 'Not sent (no mail server)',
  failed: 'Error',
};

/** The badge tone of each status. */
export const STATUS_TONES: Record<OutgoingEmailStatus, 'positive' | 'neutral' | 'danger' | 'outline'> = {
  sending: 'outline',
  sent: 'positive',
  logged: 'neutral',
  failed: 'danger',
};
