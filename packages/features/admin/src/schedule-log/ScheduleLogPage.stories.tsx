import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../plans/storybook/plan-story-server';
import { adminStoryData } from '../storybook/admin-story-data';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { mobileViewport } from '../storybook/story-viewports';
import { ScheduleLogPage } from './ScheduleLogPage';
import { runNowAnswered, STORY_JOBS, scheduleLogListed } from './storybook/schedule-log-story-server';

const PATH = '*/api/v1/admin/logs/schedule';

const meta = {
  title: 'Admin/Logs/ScheduleLogPage',
  component: ScheduleLogPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [scheduleLogListed(), runNowAnswered()] } },
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/logs/schedule': <ScheduleLogPage /> }}
      initialPath="/admin/logs/schedule"
    />
  ),
  // A toast left by the last story would hold this story's behind it.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ScheduleLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findToast = (canvasElement: HTMLElement, message: string) =>
  body(canvasElement).findByText(message, { selector: '[data-slot="toast-message"]' });
const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Schedule log' });
/** The run rows, once the first page has answered (the loading row is a row header too). */
const rows = async (canvasElement: HTMLElement) => {
  const table = await grid(canvasElement);
  await within(table).findAllByRole('rowheader', { name: /abandoned-uploads|users-export/ });
  return within(table).getAllByRole('rowheader');
};
const jobsSection = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('heading', { name: 'Jobs' }).closest('section') as HTMLElement;

export const Runs: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const [latest, failed, sweep] = (await rows(canvasElement)).map(
      (cell) => cell.closest('[role="row"]') as HTMLElement,
    );
    await expect(latest).toHaveTextContent('users-export');
    await expect(latest).toHaveTextContent('Run now, attempt 2');
    await expect(latest).toHaveTextContent('1 min 5 sec');
    await expect(failed).toHaveTextContent('Failed');
    await expect(sweep).toHaveTextContent('Scheduled');
    await expect(sweep).toHaveTextContent('412 ms');
    await expect(sweep).toHaveTextContent('Succeeded');
    // A log has nothing to do to a selection.
    await expect(within(table).queryByRole('checkbox')).toBeNull();
    const jobs = jobsSection(canvasElement);
    await expect(jobs).toHaveTextContent('Schedule: 0 * * * * (UTC)');
    await expect(jobs).toHaveTextContent('Runs only when asked');
  },
};

export const RunNowByKeyboard: Story = {
  parameters: (() => {
    const sent: string[] = [];
    return { sent, msw: { handlers: [scheduleLogListed(), runNowAnswered(true, sent)] } };
  })(),
  play: async ({ canvasElement, parameters }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Run now: abandoned-uploads' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(canvasElement, 'abandoned-uploads will run in a moment')).toBeVisible();
    await expect((parameters as { sent: string[] }).sent).toEqual(['abandoned-uploads']);
  },
};

export const RunNowWhileOneWaits: Story = {
  parameters: { msw: { handlers: [scheduleLogListed(), runNowAnswered(false)] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Run now: users-export' }),
    );
    await expect(await findToast(canvasElement, 'users-export is already waiting to run')).toBeVisible();
  },
};

export const WithoutPermissionToRun: Story = {
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/logs/schedule': <ScheduleLogPage /> }}
      initialPath="/admin/logs/schedule"
      data={adminStoryData({ permissions: ['admin.access', 'logs.view'] })}
    />
  ),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await expect(jobsSection(canvasElement)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /^Run now/ })).toBeNull();
  },
};

export const FailedRunOutput: Story = {
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const view = within(canvasElement).getAllByRole('button', {
      name: /^View the output of users-export at /,
    })[1];
    if (!view) throw new Error('The failed run has no output button');
    await userEvent.click(view);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Run of users-export' });
    await expect(dialog).toHaveTextContent('The job wrote no output.');
    await expect(within(dialog).getByText(/The disk is full/)).toBeVisible();
    await expect(dialog).toHaveTextContent('at writeExport (users-export.ts:42:11)');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(view).toHaveFocus();
  },
};

export const FilteredToFailures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: /^Result/ }));
    const editor = await body(canvasElement).findByRole('dialog', { name: 'Result' });
    await userEvent.click(within(editor).getByRole('button', { name: /Succeeded/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Failed' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('button', { name: 'Edit filter: Result is Failed' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scheduleLogListed([], STORY_JOBS), runNowAnswered()] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No job has run yet' }),
    ).toBeVisible();
    // The jobs can still be run from an empty log.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Run now: abandoned-uploads' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(PATH)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing(PATH)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The schedule log could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await rows(canvasElement);
    await expect(within(table).queryByRole('columnheader', { name: 'Duration' })).toBeNull();
    await expect(within(table).getByRole('columnheader', { name: 'Result' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
