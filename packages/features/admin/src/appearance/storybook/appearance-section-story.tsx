import type { AppearancePayload, AppearanceValuesResponse } from '@tonearm/client/contract';
import { delay, HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { ScreenStoryFrame } from '../../storybook/ScreenStoryFrame';
import { AppearanceEditorPage } from '../AppearanceEditorPage';
import { appearanceStoryValues } from './appearance-story-values';

const VALUES = '*/api/v1/admin/appearance/values';
const SAVE = '*/api/v1/admin/appearance';

/** The frame's address for a page: blank (the site is not served to stories), the page named after `#`. */
export const storyFrameAddress = (path: string) => `about:blank#${path}`;

/** The editor open at `/admin/appearance/{section}`. */
export function AppearanceSectionStory({ section }: { section: string }) {
  return (
    <ScreenStoryFrame
      screens={{ '/admin/appearance/:section?': <AppearanceEditorPage frameAddress={storyFrameAddress} /> }}
      initialPath={`/admin/appearance/${section}`}
    />
  );
}

/** The editor's values with some of the stored values changed. */
export function valuesWith(patch: Partial<AppearanceValuesResponse['values']>): AppearanceValuesResponse {
  const values = appearanceStoryValues();
  return { ...values, values: { ...values.values, ...patch } };
}

/** Answers the editor's values with `values`. */
export const valuesAnswered = (values: AppearanceValuesResponse) =>
  http.get(VALUES, () => HttpResponse.json(values));

/** Stores like the server and records each payload into `saved`. */
export function savedInto(saved: AppearancePayload[], stored: AppearanceValuesResponse) {
  return http.post(SAVE, async ({ request }) => {
    const payload = (await request.json()) as AppearancePayload;
    saved.push(payload);
    const { changes } = payload;
    return HttpResponse.json({
      ...stored,
      values: {
        ...stored.values,
        seo: { ...stored.values.seo, ...changes.seo },
        custom_code: changes.custom_code ?? stored.values.custom_code,
        landing: changes.landing ?? stored.values.landing,
        menus: changes.menus ?? stored.values.menus,
      },
    });
  });
}

/** Answers Save as the server refuses a value: 422 with its message. */
export const saveRefused = (message: string, field: string) =>
  http.post(SAVE, async () => {
    await delay(10);
    return HttpResponse.json({ message, errors: { [field]: [message] } }, { status: 422 });
  });

export const saveButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Save' });

export function saveStatus(canvasElement: HTMLElement) {
  const found = canvasElement.querySelector('[data-slot="save-status"]');
  if (!found) throw new Error('The save status is not shown');
  return found;
}

/** Records what the editor posts to its preview frame, once the blank frame has loaded. */
export async function frameMessages(
  canvasElement: HTMLElement,
): Promise<{ frame: HTMLIFrameElement; received: unknown[] }> {
  const frame = (await within(canvasElement).findByTitle('Site preview')) as HTMLIFrameElement;
  const received: unknown[] = [];
  await waitFor(() => expect(frame.contentDocument?.readyState).toBe('complete'));
  frame.contentWindow?.addEventListener('message', (event) => received.push(event.data));
  return { frame, received };
}
