import { delay, HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';

/**
 * The three states every catalogue page shows while and when its one call `path` fails: loading, a failure with
 * 'Try again', and the 404 page. Each answers a story object for the page's stories file.
 */
export const pageStateStories = {
  loading: (path: string) => ({
    name: 'Loading',
    parameters: {
      msw: {
        handlers: [
          http.get(path, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
    },
  }),
  loadFailed: (path: string, what: string) => ({
    name: `The ${what} could not be loaded`,
    parameters: {
      msw: {
        handlers: [http.get(path, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }))],
      },
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
    },
  }),
  notFound: (path: string, what: string) => ({
    name: `${/^[aeiou]/i.test(what) ? 'An' : 'A'} ${what} that does not exist`,
    parameters: {
      msw: {
        handlers: [http.get(path, () => HttpResponse.json({ message: 'Not found' }, { status: 404 }))],
      },
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(await within(canvasElement).findByText('404')).toBeInTheDocument();
    },
  }),
};
