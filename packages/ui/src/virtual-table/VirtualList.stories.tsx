import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatDuration, generateStoryTracks, type StoryTrack } from './story-tracks';
import { VirtualList } from './VirtualList';

const TRACKS = generateStoryTracks(10_000);

function TrackSummary(track: StoryTrack) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <div className="truncate font-medium">{track.title}</div>
        <div className="truncate text-muted-foreground text-xs">
          {track.artist} · {track.album}
        </div>
      </div>
      <span className="text-muted-foreground text-xs tabular-nums">{formatDuration(track.duration)}</span>
    </div>
  );
}

const meta = {
  title: 'Collections/VirtualList',
  component: VirtualList<StoryTrack>,
  args: {
    'aria-label': 'Queue',
    items: TRACKS,
    getItemKey: (track: StoryTrack) => track.id,
    renderItem: TrackSummary,
    selectionMode: 'multiple',
    itemHeight: 56,
    className: 'h-[420px] w-[360px]',
    onSelectionChange: fn(),
    onAction: fn(),
  },
} satisfies Meta<typeof VirtualList<StoryTrack>>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowAt = (grid: HTMLElement, rowIndex: number) => {
  const row = grid.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${rowIndex}"]`);
  if (!row) throw new Error(`Row ${rowIndex} is not rendered`);
  return row;
};

export const TenThousandTracks: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Queue' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10000');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
    await expect(rowAt(grid, 1)).toHaveTextContent('Amber Lanes 1');
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Queue' });
    await userEvent.tab();
    await expect(rowAt(grid, 1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Shift>}{ArrowDown}{/Shift}');
    await expect(rowAt(grid, 4)).toHaveAttribute('aria-selected', 'true');
    await expect(rowAt(grid, 5)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(' ');
    await expect(rowAt(grid, 5)).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Without a header the first row is as far up as focus goes.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(rowAt(grid, 1)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('track-1');
  },
};

export const Empty: Story = {
  args: { items: [], emptyState: 'Your queue is empty' },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Queue' });
    await expect(within(grid).getByRole('gridcell', { name: 'Your queue is empty' })).toBeVisible();
    await userEvent.tab();
    await expect(grid).toHaveFocus();
  },
};
