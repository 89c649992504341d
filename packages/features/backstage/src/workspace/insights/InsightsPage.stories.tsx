import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fitsWidth, mobileViewport, page, resetStoryPage } from '../../storybook/story-support';
import { WorkspaceStoryFrame } from '../storybook/WorkspaceStoryFrame';
import {
  failing,
  insightsAnswered,
  notTheirs,
  storyInsights,
  trackAnswered,
  workspaceStoryData,
} from '../storybook/workspace-story-data';
import { InsightsPage } from './InsightsPage';

const meta = {
  title: 'Backstage/Workspace/InsightsPage',
  component: InsightsPage,
  args: { kind: 'tracks' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [insightsAnswered(storyInsights()), ...trackAnswered] },
  },
  render: () => (
    <WorkspaceStoryFrame data={workspaceStoryData()} initialPath="/backstage/tracks/11/insights" />
  ),
  beforeEach: resetStoryPage,
} satisfies Meta<typeof InsightsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnTrack: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await screen.findByRole('heading', { level: 1, name: '“Harbor Lights” insights' });
    await expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
    await expect(await screen.findByText('106 total plays')).toBeVisible();
    // The plays card of the admin's insights: the week against the one before, said in words.
    await expect(screen.getByText('Up 26.2% from 84 in the previous period')).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Top listeners' })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Countries' })).toBeVisible();
    // One item's insights have no site-wide artist and album lists.
    await expect(screen.queryByRole('heading', { name: 'Most played artists' })).toBeNull();
  },
};

export const NoPlaysYet: Story = {
  parameters: { msw: { handlers: [insightsAnswered(storyInsights(true)), ...trackAnswered] } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByText('0 total plays')).toBeVisible();
    await expect((await screen.findAllByText('No plays in this range.')).length).toBeGreaterThan(0);
  },
};

export const SomeoneElsesTrack: Story = {
  parameters: {
    msw: {
      handlers: [
        notTheirs('*/api/v1/backstage/workspace/tracks/11/insights'),
        notTheirs('*/api/v1/backstage/workspace/tracks/11'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [failing('*/api/v1/backstage/workspace/tracks/11/insights'), ...trackAnswered] },
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByText('The insights could not be loaded.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('106 total plays');
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};
