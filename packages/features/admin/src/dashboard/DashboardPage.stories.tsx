import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { DashboardPage } from './DashboardPage';
import { dashboardStoryData, emptyReport, populatedReport } from './dashboard-story-data';

/** The report requests a story made, newest last. */
let asked: URLSearchParams[] = [];

const answering = (report: () => unknown) =>
  http.get('*/api/v1/admin/reports', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ report: report() });
  });

const meta = {
  title: 'Admin/DashboardPage',
  component: DashboardPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [answering(populatedReport)] } },
  beforeEach: () => {
    asked = [];
  },
  render: () => (
    <ScreenStoryFrame screens={{ '*': <DashboardPage /> }} initialPath="/admin" data={dashboardStoryData()} />
  ),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(await canvas.findByText('1,084')).toBeVisible();
    // Each trend is said in words, not only by its arrow and colour.
    await expect(canvas.getByText('Up 40% from 30 in the previous period')).toBeVisible();
    await expect(canvas.getByText('Down 25% from 16 in the previous period')).toBeVisible();
    await expect(canvas.getByText('No change from the previous period')).toBeVisible();
    await expect(canvas.getByText('None in the previous period')).toBeVisible();
    // This week in Berlin by default, asked for as instants.
    await expect(asked[0]?.get('timezone')).toBe('Europe/Berlin');
    await expect(canvas.getByRole('link', { name: 'Harbor Lights' })).toHaveAttribute(
      'href',
      '/track/1/harbor-lights',
    );
    await expect(canvas.getByText('Guests')).toBeVisible();
    await expect(canvas.getAllByText('Germany')[0]).toBeVisible();
    await expect(canvas.getAllByText('Desktop')[0]).toBeVisible();
  },
};

export const ShowsAChartAsATable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plays = await canvas.findByRole('region', { name: 'Plays' });
    // The table is in the accessibility tree from the start; the switch shows it on screen.
    await expect(within(plays).getByRole('table', { name: 'Plays' })).toBeInTheDocument();
    await userEvent.tab();
    const toggle = within(plays).getByRole('switch', { name: 'Show as table' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    const table = within(plays).getByRole('table', { name: 'Plays' });
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getByRole('cell', { name: '240' })).toBeVisible();
  },
};

export const ChoosesAPresetAndACustomRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1,084');
    const picker = canvas.getByRole('button', { name: /Date range/ });
    picker.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Last 30 days' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    const [previous, latest] = asked;
    const days = (query?: URLSearchParams) =>
      (Date.parse(query?.get('endDate') ?? '') - Date.parse(query?.get('startDate') ?? '')) / 86_400_000;
    await expect(Math.round(days(latest))).toBe(30);
    await expect(days(previous)).toBeLessThanOrEqual(7);

    canvas.getByRole('button', { name: /Date range/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Custom range' }));
    await expect(await canvas.findByRole('group', { name: 'Custom range' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/admin/reports', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(await canvas.findByRole('progressbar', { name: 'Loading the report…' })).toBeVisible();
  },
};

export const EmptyRange: Story = {
  parameters: { msw: { handlers: [answering(emptyReport)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0 total plays')).toBeVisible();
    await expect(canvas.getAllByText('No plays in this range.').length).toBeGreaterThanOrEqual(8);
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/admin/reports', () =>
          HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The report could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: {
    viewport: {
      options: {
        mobile375: { name: 'mobile375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1,084')).toBeVisible();
    // Nothing wider than the screen: the page never scrolls sideways.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
