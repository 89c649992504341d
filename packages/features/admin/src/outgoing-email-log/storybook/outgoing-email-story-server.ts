import type { OutgoingEmail } from '@tonearm/client/contract';
import { decodeListFilters } from '@tonearm/client/rules';
import { HttpResponse, http } from 'msw';

const FROM = 'Tonearm <no-reply@tonearm.local>';

/** A reset mail that went out, one that failed, and one logged without a mail server. */
export const STORY_EMAILS: OutgoingEmail[] = [
  {
    id: 3,
    from: FROM,
    to: 'ann@example.com',
    subject: 'Reset your Tonearm password',
    status: 'sent',
    error: null,
    created_at: '2026-11-26T10:07:12.000Z',
  },
  {
    id: 2,
    from: FROM,
    to: 'bo@example.com',
    subject: 'Your Tonearm verification code',
    status: 'failed',
    error: 'connect ECONNREFUSED 127.0.0.1:2525',
    created_at: '2026-11-26T10:05:00.000Z',
  },
  {
    id: 1,
    from: null,
    to: 'cy@example.com',
    subject: 'You are invited to a workspace on Tonearm',
    status: 'logged',
    error: null,
    created_at: '2026-11-25T09:00:00.000Z',
  },
];

/** `GET logs/outgoing-email`: the story's mails, searched in recipient and subject, filtered by status. */
export const emailsListed = (emails: OutgoingEmail[] = STORY_EMAILS) =>
  http.get('*/api/v1/logs/outgoing-email', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const query = (params.get('query') ?? '').toLowerCase();
    const status = decodeListFilters(params.get('filters') ?? '').find(
      (filter) => filter.key === 'status',
    )?.value;
    const data = emails.filter(
      (row) =>
        `${row.to} ${row.subject}`.toLowerCase().includes(query) &&
        (status === undefined || row.status === status),
    );
    return HttpResponse.json({
      pagination: {
        current_page: 1,
        data,
        from: data.length === 0 ? null : 1,
        to: data.length === 0 ? null : data.length,
        last_page: 1,
        per_page: 15,
        total: data.length,
      },
    });
  });

/** `GET logs/outgoing-email/{id}/preview`: the reset mail with its link redacted, as the server answers it. */
export const previewAnswered = () =>
  http.get('*/api/v1/logs/outgoing-email/:id/preview', ({ params }) => {
    const email = STORY_EMAILS.find((each) => each.id === Number(params.id));
    if (!email) return HttpResponse.json({ message: 'There is no such mail.' }, { status: 404 });
    return HttpResponse.json({
      email,
      text: 'Reset your password: https://music.example/password/reset/[redacted]?email=[redacted]\n\n<b>Thanks</b>',
      redactions: 1,
    });
  });
