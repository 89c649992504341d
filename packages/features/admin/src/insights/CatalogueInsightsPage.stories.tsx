import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdminReport } from '@tonearm/client/contract';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashboardStoryData, emptyReport, populatedReport } from '../dashboard/dashboard-story-data';
import { failing, pending } from '../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { mobileViewport } from '../storybook/story-viewports';
import { storyAlbumAnswered, storyTrackAnswered } from '../tracks/storybook/catalogue-story-server';
import { AlbumInsightsPage, TrackInsightsPage } from './CatalogueInsightsPage';

/** The insights requests a story made, newest last. */
let asked: URLSearchParams[] = [];

/** One item's report: the plays card alone, and no site-wide artist or album lists. */
const itemReport = (report: AdminReport): AdminReport => ({
  ...report,
  kpis: report.kpis.filter((kpi) => kpi.name === 'plays'),
  artists: [],
  albums: [],
});

const answering = (path: string, report: () => AdminReport) =>
  http.get(path, ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ report: itemReport(report()) });
  });

const TRACK_INSIGHTS = '*/api/v1/admin/tracks/11/insights';

const meta = {
  title: 'Admin/Catalogue/CatalogueInsightsPage',
  component: TrackInsightsPage,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [answering(TRACK_INSIGHTS, populatedReport), storyTrackAnswered] },
  },
  beforeEach: () => {
    asked = [];
  },
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/tracks/:trackId/insights': <TrackInsightsPage /> }}
      initialPath="/admin/tracks/11/insights"
      data={dashboardStoryData()}
    />
  ),
} satisfies Meta<typeof TrackInsightsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TrackWithPlays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '“Harbor Lights” insights' }),
    ).toBeVisible();
    await expect(await canvas.findByText('1,084 total plays')).toBeVisible();
    // The plays card compares the range with the one before, in words.
    await expect(canvas.getByText('Up 18.9% from 912 in the previous period')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Top listeners' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Countries' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Most played artists' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/tracks/11/edit');
    await expect(asked[0]?.get('timezone')).toBe('Europe/Berlin');
  },
};

export const AlbumWithItsTracks: Story = {
  parameters: {
    msw: { handlers: [answering('*/api/v1/admin/albums/21/insights', populatedReport), storyAlbumAnswered] },
  },
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/albums/:albumId/insights': <AlbumInsightsPage /> }}
      initialPath="/admin/albums/21/insights"
      data={dashboardStoryData()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '“Tidal Memory” insights' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Most played tracks' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Undertow' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to albums' })).toHaveAttribute(
      'href',
      '/admin/albums',
    );
  },
};

export const NoPlaysInTheRange: Story = {
  parameters: { msw: { handlers: [answering(TRACK_INSIGHTS, emptyReport), storyTrackAnswered] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0 total plays')).toBeVisible();
    await expect((await canvas.findAllByText('No plays in this range.')).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(TRACK_INSIGHTS), storyTrackAnswered] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading the insights…' })).toBeVisible();
    // The range can be chosen before the first report arrives.
    await expect(canvas.getByRole('button', { name: /Date range/ })).toBeEnabled();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing(TRACK_INSIGHTS), storyTrackAnswered] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The insights could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NoSuchTrack: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(TRACK_INSIGHTS, () =>
          HttpResponse.json({ message: 'There is no such track.' }, { status: 404 }),
        ),
        http.get('*/api/v1/admin/tracks/11', () =>
          HttpResponse.json({ message: 'There is no such track.' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeVisible();
  },
};

export const ChoosesARangeByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('1,084 total plays');
    const picker = canvas.getByRole('button', { name: /Date range/ });
    picker.focus();
    await userEvent.keyboard('{Enter}');
    // The list opens on this week, the default; two steps down is the last 30 days.
    await waitFor(() => expect(body.getByRole('option', { name: 'Last 30 days' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(picker).toHaveTextContent('Last 30 days'));
    await waitFor(() => expect(asked).toHaveLength(2));
    await expect(asked[1]?.get('startDate')).not.toBe(asked[0]?.get('startDate'));
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('1,084 total plays');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
