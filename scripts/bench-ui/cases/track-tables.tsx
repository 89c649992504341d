import { useState } from 'react';
import {
  Cell,
  Column,
  Row,
  type Selection,
  Table,
  TableBody,
  TableHeader,
  TableLayout,
  Virtualizer,
} from 'react-aria-components';
import { type RowKey, VirtualTable, type VirtualTableColumn } from '../../../packages/ui/src/virtual-table';
import {
  formatDuration,
  generateStoryTracks,
  type StoryTrack,
} from '../../../packages/ui/src/virtual-table/story-tracks';

/** 10,000 tracks, the size the kit's track lists are built for. */
export const TRACKS = generateStoryTracks(10_000);

const COLUMNS: readonly VirtualTableColumn<StoryTrack>[] = [
  { id: 'number', header: '#', width: '4rem', align: 'end', cell: (t) => t.number },
  { id: 'title', header: 'Title', width: 'minmax(0, 2fr)', isRowHeader: true, cell: (t) => t.title },
  { id: 'artist', header: 'Artist', cell: (t) => t.artist },
  { id: 'album', header: 'Album', cell: (t) => t.album },
  {
    id: 'duration',
    header: 'Duration',
    width: '6rem',
    align: 'end',
    cell: (t) => formatDuration(t.duration),
  },
];
const trackKey = (track: StoryTrack) => track.id;

/** Our VirtualTable with controlled multiple selection, as a screen would use it. */
export function OurTrackTable() {
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(() => new Set());
  return (
    <VirtualTable
      aria-label="Tracks"
      rows={TRACKS}
      columns={COLUMNS}
      getRowKey={trackKey}
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={setSelected}
      className="h-[480px] w-[760px]"
    />
  );
}

/**
 * React Aria Components' Table in its Virtualizer with the same rows, columns, row height and controlled
 * selection; `replace` behaviour so a click selects one row, as ours does.
 */
export function RawTrackTable() {
  const [selected, setSelected] = useState<Selection>(() => new Set());
  return (
    <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight: 48, headingHeight: 40 }}>
      <Table
        aria-label="Tracks"
        selectionMode="multiple"
        selectionBehavior="replace"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        className="block h-[480px] w-[760px] overflow-auto border text-sm"
      >
        <TableHeader>
          <Column id="number">#</Column>
          <Column id="title" isRowHeader>
            Title
          </Column>
          <Column id="artist">Artist</Column>
          <Column id="album">Album</Column>
          <Column id="duration">Duration</Column>
        </TableHeader>
        <TableBody items={TRACKS}>
          {(track) => (
            <Row
              id={track.id}
              className="outline-none data-[selected]:bg-indigo-100 data-[focus-visible]:outline-2"
            >
              <Cell className="truncate px-3">{track.number}</Cell>
              <Cell className="truncate px-3">{track.title}</Cell>
              <Cell className="truncate px-3">{track.artist}</Cell>
              <Cell className="truncate px-3">{track.album}</Cell>
              <Cell className="truncate px-3">{formatDuration(track.duration)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </Virtualizer>
  );
}
