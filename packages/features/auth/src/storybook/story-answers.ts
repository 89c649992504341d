import { delay, HttpResponse } from 'msw';
import { userEvent, type within } from 'storybook/test';
import { authStoryData } from './auth-story-data';

/** The server's answers the sign-in stories reuse, in the shapes `apps/server` sends. */
export const answers = {
  signedIn: () => HttpResponse.json({ bootstrapData: authStoryData({ signedIn: 'listener' }) }),
  signedInAdmin: () => HttpResponse.json({ bootstrapData: authStoryData({ signedIn: 'admin' }) }),
  twoFactorRequired: () => HttpResponse.json({ two_factor: true }),
  fieldErrors: (errors: Record<string, string[]>) =>
    HttpResponse.json(
      { message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors },
      { status: 422 },
    ),
  serverError: () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
  /** Never answers, to show a submission in flight. */
  pending: async () => {
    await delay('infinite');
    return HttpResponse.json({});
  },
};

/** The visible toast with `message` (the live region repeats it for screen readers). */
export function findToast(canvas: ReturnType<typeof within>, message: string) {
  return canvas.findByText(message, { selector: '[data-slot="toast-message"]' });
}

/**
 * Submits the focused field's form with Enter, as a keyboard user does. Focus first leaves the field and comes back:
 * user-event reports a typed value's change when the field loses focus, and a field removed by the submission's
 * re-render would lose it in the middle of React's commit, where the test's act() cannot run.
 */
export async function submitWithEnter() {
  await userEvent.tab();
  await userEvent.tab({ shift: true });
  await userEvent.keyboard('{Enter}');
}
