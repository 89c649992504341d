import type { PlayerTrack } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { type RowKey, useIsMobile, VirtualTable, type VirtualTableColumn } from '@tonearm/ui';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { AnchoredMenu } from '../item-menu/AnchoredMenu';
import { isContextMenuKey, type MenuAnchor } from '../item-menu/item-menu-state';
import { isPlaceholderTrack } from './placeholder-track';
import { trackColumns } from './track-columns';
import { tracksForMenu } from './tracks-for-menu';
import { useRowDrag } from './use-row-drag';

const ROW_HEIGHT = 56;

/** A row of a track list: the player's own track shape, so a list plays without another mapping. */
export type TrackListItem = PlayerTrack;

export interface TrackListProps {
  /** Names the list for assistive technology; give this or `aria-labelledby`. @default undefined */
  'aria-label'?: string;
  /** The id of a visible heading naming the list. @default undefined */
  'aria-labelledby'?: string;
  /** Every track, in order; only those in view are rendered, so 10,000 scroll smoothly. */
  tracks: readonly TrackListItem[];
  /** Plays the list from `index`: Enter, a double click or a row's play button. */
  onPlay: (index: number) => void;
  /**
   * The menu for the tracks a right click, Shift+F10 or a row's "More options" button acts on (the selection
   * when the row is part of it); `onClose` closes it. Without it rows have no menu.
   * @default undefined
   */
  renderMenu?: (tracks: TrackListItem[], onClose: () => void) => ReactNode;
  /** Whether to show each track's album (off on an album's own page). @default true */
  showAlbum?: boolean;
  /** Shown in place of the rows when there are none. @default 'Nothing to show yet' */
  emptyState?: ReactNode;
  /** Classes for the scrolling grid; set its height here. @default 'h-[min(70vh,40rem)]' */
  className?: string;
  /**
   * Called as a placeholder row (`placeholderTrack`) is drawn, with its index, so a long list loads the pages in
   * view only. @default undefined
   */
  onNeedTrack?: (index: number) => void;
  /**
   * Moves a row: rows get a drag handle, and Alt+ArrowUp / Alt+ArrowDown move the focused row. Without it rows do
   * not move. @default undefined
   */
  onMove?: (from: number, to: number) => void;
}

/**
 * A virtualized, selectable track list (WAI-ARIA grid with `aria-rowcount`/`aria-rowindex`, from the kit's
 * `VirtualTable`): arrows move, Space/Shift/Ctrl select, Enter plays, Shift+F10 or the context menu key opens
 * the row's menu. Styling hooks: `[data-slot="track-list"]`, the kit's `[data-slot="virtual-table-row"]`.
 */
export function TrackList({
  tracks,
  onPlay,
  renderMenu,
  showAlbum = true,
  emptyState,
  className = 'h-[min(70vh,40rem)]',
  onNeedTrack,
  onMove,
  ...labelling
}: TrackListProps) {
  const { trans } = useTrans();
  const isMobile = useIsMobile();
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<RowKey>>(() => new Set());
  const [menu, setMenu] = useState<{ anchor: MenuAnchor; tracks: TrackListItem[] } | null>(null);

  // Columns must stay stable for the grid's memoized rows; the cells reach the latest callbacks through a ref.
  const indexById = useMemo(() => new Map(tracks.map((track, index) => [track.id, index])), [tracks]);
  const latest = useRef({
    tracks,
    indexById,
    onPlay,
    onNeedTrack,
    onMove,
    selectedKeys,
    hasMenu: Boolean(renderMenu),
  });
  latest.current = {
    tracks,
    indexById,
    onPlay,
    onNeedTrack,
    onMove,
    selectedKeys,
    hasMenu: Boolean(renderMenu),
  };

  const openMenu = (index: number, anchor: MenuAnchor) => {
    const current = latest.current;
    const track = current.tracks[index];
    if (!track || !current.hasMenu || isPlaceholderTrack(track)) return;
    if (!current.selectedKeys.has(track.id)) setSelectedKeys(new Set([track.id]));
    const menuTracks = tracksForMenu(current.tracks, current.selectedKeys, track);
    setMenu({ anchor, tracks: menuTracks.filter((candidate) => !isPlaceholderTrack(candidate)) });
  };
  const openMenuRef = useRef(openMenu);
  openMenuRef.current = openMenu;

  const hasNeed = Boolean(onNeedTrack);
  const canReorder = Boolean(onMove);
  const columns: readonly VirtualTableColumn<TrackListItem>[] = useMemo(
    () =>
      trackColumns({
        canReorder,
        onNeedTrack: hasNeed ? (index) => latest.current.onNeedTrack?.(index) : undefined,
        trans,
        showAlbum: showAlbum && !isMobile,
        indexOf: (track) => latest.current.indexById.get(track.id) ?? -1,
        onPlay: (index) => latest.current.onPlay(index),
        onMoreOptions: renderMenu
          ? (index, button) => openMenuRef.current(index, { kind: 'element', element: button })
          : undefined,
      }),
    [trans, showAlbum, isMobile, renderMenu, hasNeed, canReorder],
  );

  // The grid's rows are the focusable targets: their right click and Shift+F10 are heard here as they bubble.
  const wrapperRef = useRef<HTMLDivElement>(null);
  const hasMenu = Boolean(renderMenu);
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper || !hasMenu) return;
    const rowIndexOf = (target: EventTarget | null): number | null => {
      const row = target instanceof Element ? target.closest('[data-grid-row]') : null;
      const index = Number(row?.getAttribute('data-index'));
      return row && Number.isInteger(index) ? index : null;
    };
    const onContextMenu = (event: globalThis.MouseEvent) => {
      const index = rowIndexOf(event.target);
      if (index === null) return;
      event.preventDefault();
      openMenuRef.current(index, { kind: 'point', x: event.clientX, y: event.clientY });
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const index = rowIndexOf(event.target);
      if (index === null || !isContextMenuKey(event)) return;
      event.preventDefault();
      openMenuRef.current(index, { kind: 'element', element: event.target as Element });
    };
    wrapper.addEventListener('contextmenu', onContextMenu);
    wrapper.addEventListener('keydown', onKeyDown);
    return () => {
      wrapper.removeEventListener('contextmenu', onContextMenu);
      wrapper.removeEventListener('keydown', onKeyDown);
    };
  }, [hasMenu]);

  // Alt+ArrowUp/Down moves the focused row; heard before the grid's own arrow keys, which would move focus.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper || !canReorder) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
      const row = event.target instanceof Element ? event.target.closest('[data-grid-row]') : null;
      const from = Number(row?.getAttribute('data-index'));
      if (!row || row !== event.target || !Number.isInteger(from)) return;
      event.preventDefault();
      event.stopPropagation();
      const to = from + (event.key === 'ArrowUp' ? -1 : 1);
      const { tracks: rows, onMove: move } = latest.current;
      const moved = rows[from];
      if (!moved || isPlaceholderTrack(moved) || to < 0 || to >= rows.length) return;
      move?.(from, to);
      // The row keeps DOM focus as it moves (its key is the track's); bring its new place into view.
      requestAnimationFrame(() => (row as HTMLElement).scrollIntoView({ block: 'nearest' }));
    };
    wrapper.addEventListener('keydown', onKeyDown);
    return () => wrapper.removeEventListener('keydown', onKeyDown);
  }, [canReorder]);

  const drag = useRowDrag({ wrapperRef, rowHeight: ROW_HEIGHT, rowCount: tracks.length, onMove });

  return (
    <div ref={wrapperRef} data-slot="track-list" className="relative">
      <VirtualTable
        {...labelling}
        rows={tracks}
        columns={columns}
        getRowKey={trackKey}
        selectionMode="multiple"
        selectedKeys={selectedKeys}
        onSelectionChange={setSelectedKeys}
        onRowAction={(key) => {
          const index = indexById.get(Number(key));
          if (index !== undefined && !isPlaceholderTrack({ id: Number(key) })) onPlay(index);
        }}
        rowHeight={ROW_HEIGHT}
        emptyState={emptyState ?? trans('Nothing to show yet')}
        className={className}
      />
      {drag && (
        <div
          aria-hidden="true"
          data-slot="track-list-drop-line"
          className="pointer-events-none absolute inset-x-0 h-0.5 -translate-y-px bg-primary"
          style={{ top: drag.lineTop }}
        />
      )}
      {renderMenu && (
        <AnchoredMenu anchor={menu?.anchor ?? null} onClose={() => setMenu(null)}>
          {menu && renderMenu(menu.tracks, () => setMenu(null))}
        </AnchoredMenu>
      )}
    </div>
  );
}

const trackKey = (track: TrackListItem) => track.id;
