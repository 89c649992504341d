import type { Meta, StoryObj } from '@storybook/react-vite';
import { BootstrapDataProvider, BootstrapStore } from '@tonearm/shell';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { dashboardStoryData } from '../dashboard/dashboard-story-data';
import { ShareChart } from './ShareChart';
import { TimeSeriesChart } from './TimeSeriesChart';
import { TopItemsList } from './TopItemsList';

const format = (value: number) => new Intl.NumberFormat('en').format(value);
const hours = Array.from({ length: 24 }, (_, hour) => ({
  start: new Date(Date.UTC(2026, 10, 26, hour)).toISOString(),
  end: new Date(Date.UTC(2026, 10, 26, hour + 1)).toISOString(),
  value: Math.round(40 + 30 * Math.sin(hour / 3)),
}));

/** The parts the dashboard and the insights pages share, each on its own with its table equivalent. */
function ChartParts() {
  return (
    <div className="grid w-[min(100vw,48rem)] gap-4 p-4">
      <TimeSeriesChart
        title="Plays"
        summary="1,204 total plays"
        points={hours}
        periodLabel="Period"
        valueLabel="Plays"
        shortLabel={(point) => point.start.slice(11, 16)}
        longLabel={(point) => `${point.start.slice(0, 10)} ${point.start.slice(11, 16)} UTC`}
        formatValue={format}
      />
      <ShareChart
        title="Browsers"
        slices={[
          { key: 'chrome', label: 'Chrome', value: 60, percentage: 60 },
          { key: 'firefox', label: 'Firefox', value: 30, percentage: 30 },
          { key: 'unknown', label: 'Unknown', value: 10, percentage: 10 },
        ]}
        nameLabel="Browser"
        valueLabel="Plays"
        shareLabel="Share"
        emptyMessage="No plays in this range."
        formatValue={format}
        formatPercentage={(value) => `${value}%`}
      />
      <TopItemsList
        title="Most played tracks"
        items={[
          {
            key: '1',
            name: 'Harbor Lights',
            href: '/track/1/harbor-lights',
            image: null,
            detail: 'Nova Reed',
            value: 90,
          },
          { key: 'guests', name: 'Guests', href: null, image: null, value: 45 },
        ]}
        emptyMessage="No plays in this range."
        formatValue={(value) => `${format(value)} plays`}
      />
      <ShareChart
        title="Countries"
        slices={[]}
        nameLabel="Country"
        valueLabel="Plays"
        shareLabel="Share"
        emptyMessage="No plays in this range."
        formatValue={format}
        formatPercentage={(value) => `${value}%`}
      />
    </div>
  );
}

const meta = {
  title: 'Admin/Charts',
  component: ChartParts,
  render: () => {
    const store = new BootstrapStore(dashboardStoryData());
    const router = createMemoryRouter([{ path: '*', element: <ChartParts /> }]);
    return (
      <BootstrapDataProvider store={store}>
        <RouterProvider router={router} />
      </BootstrapDataProvider>
    );
  },
} satisfies Meta<typeof ChartParts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EachWithItsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const browsers = canvas.getByRole('region', { name: 'Browsers' });
    // Named in the legend for sighted visitors, and in the table for everyone.
    await expect(within(browsers).getAllByText('Chrome')[0]).toBeVisible();
    await userEvent.click(within(browsers).getByRole('switch', { name: 'Show as table' }));
    const table = within(browsers).getByRole('table', { name: 'Browsers' });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'Firefox' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '30%' })).toBeVisible();
    // A top list is its own text equivalent: links where an item has a page, plain text for the guests.
    await expect(canvas.getByRole('link', { name: 'Harbor Lights' })).toHaveAttribute(
      'href',
      '/track/1/harbor-lights',
    );
    await expect(canvas.queryByRole('link', { name: 'Guests' })).toBeNull();
    await expect(canvas.getByText('No plays in this range.')).toBeVisible();
  },
};
