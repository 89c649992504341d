import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { VirtualTableColumn } from './column';
import { formatDuration, generateStoryTracks, type StoryTrack } from './story-tracks';
import type { RowKey } from './use-grid-state';
import { VirtualTable } from './VirtualTable';

const TRACKS = generateStoryTracks(10_000);

const trackColumns: readonly VirtualTableColumn<StoryTrack>[] = [
  {
    id: 'number',
    header: '#',
    width: '4rem',
    align: 'end',
    cell: (t) => t.number,
    compare: (a, b) => a.number - b.number,
  },
  {
    id: 'title',
    header: 'Title',
    width: 'minmax(0, 2fr)',
    isRowHeader: true,
    cell: (t) => <span className="font-medium">{t.title}</span>,
    compare: (a, b) => a.title.localeCompare(b.title),
  },
  {
    id: 'artist',
    header: 'Artist',
    cell: (t) => t.artist,
    compare: (a, b) => a.artist.localeCompare(b.artist),
  },
  { id: 'album', header: 'Album', cell: (t) => t.album, compare: (a, b) => a.album.localeCompare(b.album) },
  {
    id: 'duration',
    header: 'Duration',
    width: '6rem',
    align: 'end',
    cell: (t) => formatDuration(t.duration),
    compare: (a, b) => a.duration - b.duration,
  },
];

const trackKey = (track: StoryTrack) => track.id;

const meta = {
  title: 'Collections/VirtualTable',
  component: VirtualTable<StoryTrack>,
  args: {
    'aria-label': 'Tracks',
    rows: TRACKS,
    columns: trackColumns,
    getRowKey: trackKey,
    selectionMode: 'multiple',
    className: 'h-[480px] w-[760px]',
    onSelectionChange: fn(),
    onSortChange: fn(),
    onRowAction: fn(),
  },
} satisfies Meta<typeof VirtualTable<StoryTrack>>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowAt = (grid: HTMLElement, rowIndex: number) => {
  const row = grid.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${rowIndex}"]`);
  if (!row) throw new Error(`Row ${rowIndex} is not rendered`);
  return row;
};
const focusedRowIndex = (grid: HTMLElement) =>
  Number(grid.ownerDocument.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex'));

export const TenThousandTracks: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Tracks' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    const rows = within(grid).getAllByRole('row');
    // Only the rows in view (plus overscan) exist in the DOM.
    await expect(rows.length).toBeLessThan(40);
    await expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    await expect(within(grid).getByRole('rowheader', { name: 'Amber Lanes 1' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyState: 'This playlist has no tracks yet' },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Tracks' });
    await expect(
      within(grid).getByRole('gridcell', { name: 'This playlist has no tracks yet' }),
    ).toBeVisible();
    await userEvent.tab();
    await expect(within(grid).getByRole('columnheader', { name: '#' })).toHaveFocus();
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Tracks' });
    await userEvent.tab();
    await expect(rowAt(grid, 2)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(rowAt(grid, 5)).toHaveFocus();
    await expect(rowAt(grid, 5)).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(rowAt(grid, 6)).toHaveFocus();
    await expect(rowAt(grid, 5)).toHaveAttribute('aria-selected', 'true');
    await expect(rowAt(grid, 6)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(' ');
    await expect(rowAt(grid, 6)).toHaveAttribute('aria-selected', 'false');
    await expect(rowAt(grid, 5)).toHaveAttribute('aria-selected', 'true');
    await expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(1);
  },
};

export const PageAndEdgeKeys: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Tracks' });
    const header = within(grid).getAllByRole('row')[0] as HTMLElement;
    await userEvent.tab();
    const rowHeight = rowAt(grid, 2).offsetHeight;
    const pageSize = Math.floor((grid.clientHeight - header.offsetHeight) / rowHeight);
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(focusedRowIndex(grid)).toBe(2 + pageSize));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(focusedRowIndex(grid)).toBe(2 + 2 * pageSize));
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(focusedRowIndex(grid)).toBe(2 + pageSize));
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focusedRowIndex(grid)).toBe(10_001));
    await expect(rowAt(grid, 10_001)).toBeVisible();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focusedRowIndex(grid)).toBe(2));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedRowIndex(grid)).toBe(10_001));
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(focusedRowIndex(grid)).toBe(2));
    await expect(grid.scrollTop).toBe(0);
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Tracks' });
    const title = within(grid).getByRole('columnheader', { name: 'Title' });
    await expect(title).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(title);
    await expect(title).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'title', direction: 'ascending' });
    await expect(within(rowAt(grid, 2)).getByRole('rowheader')).toHaveTextContent('Amber Lanes 1');
    await expect(within(rowAt(grid, 3)).getByRole('rowheader')).toHaveTextContent('Amber Lanes 1101');
    // Enter on the focused header flips the direction.
    await userEvent.keyboard('{Enter}');
    await expect(title).toHaveAttribute('aria-sort', 'descending');
    await expect(within(rowAt(grid, 2)).getByRole('rowheader')).toHaveTextContent(/^Kite/);
    // From the header, ArrowRight and Space sort by the next column.
    await userEvent.keyboard('{ArrowRight}');
    const artist = within(grid).getByRole('columnheader', { name: 'Artist' });
    await expect(artist).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(artist).toHaveAttribute('aria-sort', 'ascending');
    await expect(title).toHaveAttribute('aria-sort', 'none');
    await expect(within(rowAt(grid, 2)).getAllByRole('gridcell')[1]).toHaveTextContent('Ada & Ivo');
    // ArrowDown leaves the header for the rows, ArrowUp from the first row comes back.
    await userEvent.keyboard('{ArrowDown}');
    await expect(rowAt(grid, 2)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(artist).toHaveFocus();
  },
};

export const FocusKeptWhileScrolledAway: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Tracks' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const focused = rowAt(grid, 4);
    await expect(focused).toHaveFocus();
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(grid.querySelector('[aria-rowindex="10001"]')).not.toBeNull());
    // The focused row stays rendered and focused while the rows around it are gone.
    await expect(grid.querySelector('[aria-rowindex="5"]')).toBeNull();
    await expect(focused).toHaveFocus();
    grid.scrollTop = 0;
    await waitFor(() => expect(grid.querySelector('[aria-rowindex="5"]')).not.toBeNull());
    await expect(rowAt(grid, 4)).toBe(focused);
    await expect(focused).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rowAt(grid, 5)).toHaveFocus();
  },
};

export const ArrowKeysBringTheFocusedRowBack: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Tracks' });
    await userEvent.tab();
    grid.scrollTop = 200_000;
    await waitFor(() => expect(grid.querySelector('[aria-rowindex="4170"]')).not.toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    await expect(rowAt(grid, 3)).toHaveFocus();
    // Scrolled back so the whole row shows below the sticky header.
    const header = within(grid).getAllByRole('row')[0] as HTMLElement;
    await waitFor(() => {
      const row = rowAt(grid, 3).getBoundingClientRect();
      expect(row.top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom - 1);
      expect(row.bottom).toBeLessThanOrEqual(grid.getBoundingClientRect().bottom);
    });
  },
};

export const PointerSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Tracks' });
    // One user-event session, so modifier keys stay held across clicks.
    const user = userEvent.setup();
    await user.click(rowAt(grid, 3));
    await expect(rowAt(grid, 3)).toHaveAttribute('aria-selected', 'true');
    await expect(rowAt(grid, 3)).toHaveFocus();
    await user.keyboard('{Shift>}');
    await user.click(rowAt(grid, 6));
    await user.keyboard('{/Shift}');
    await expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(4);
    await user.keyboard('{Control>}');
    await user.click(rowAt(grid, 4));
    await user.click(rowAt(grid, 9));
    await user.keyboard('{/Control}');
    await expect(rowAt(grid, 4)).toHaveAttribute('aria-selected', 'false');
    await expect(rowAt(grid, 9)).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(
      new Set(['track-2', 'track-4', 'track-5', 'track-8']),
    );
    await user.click(rowAt(grid, 7));
    await expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(1);
    await user.dblClick(rowAt(grid, 7));
    await expect(args.onRowAction).toHaveBeenCalledWith('track-6');
    await user.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledTimes(2);
  },
};

function ControlledSelectionTable(args: Story['args']) {
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(() => new Set(['track-1']));
  return (
    <div className="flex flex-col gap-2">
      <p aria-live="polite">{selected.size} selected</p>
      <VirtualTable
        {...args}
        rows={TRACKS}
        columns={trackColumns}
        getRowKey={trackKey}
        selectedKeys={selected}
        onSelectionChange={setSelected}
      />
    </div>
  );
}

export const ControlledSelection: Story = {
  render: (args) => <ControlledSelectionTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Tracks' });
    await expect(rowAt(grid, 2)).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(canvas.getByText('10000 selected')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('0 selected')).toBeVisible();
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: ['track-2'] },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Tracks' });
    await expect(grid).not.toHaveAttribute('aria-multiselectable');
    await expect(rowAt(grid, 3)).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown} ');
    await expect(rowAt(grid, 5)).toHaveAttribute('aria-selected', 'true');
    await expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(1);
  },
};
