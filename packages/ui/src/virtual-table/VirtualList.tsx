// biome-ignore-all lint/a11y/useSemanticElements: virtualized rows are absolutely positioned, which table layout cannot do, so the grid is built from elements with ARIA grid roles.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid keeps one roving tab stop (a row or a column header); cells and the header row are reached through it, as the WAI-ARIA grid pattern asks.
import { memo, type ReactNode, useMemo } from 'react';
import { useKitStrings } from '../providers/kit-strings';
import { cn } from '../utils/cn';
import type { RowKey, SelectionMode } from './use-grid-state';
import { useVirtualGrid } from './use-virtual-grid';
import {
  ROW_HEIGHT,
  type VirtualGridVariants,
  virtualCellVariants,
  virtualGridVariants,
  virtualRowVariants,
} from './virtual-table.variants';

export interface VirtualListProps<Item> extends VirtualGridVariants {
  /** Names the list for assistive technology; give this or `aria-labelledby`. */
  'aria-label'?: string;
  /** The id of a visible heading that names the list. */
  'aria-labelledby'?: string;
  /** Every item; only those in view are rendered. */
  items: readonly Item[];
  /** An item's stable identity, e.g. a track's id. */
  getItemKey: (item: Item) => RowKey;
  /** Renders one item's content, e.g. a track's cover, title and artist. Keep the function stable. */
  renderItem: (item: Item) => ReactNode;
  /**
   * How many items may be selected at once.
   * @default 'none'
   */
  selectionMode?: SelectionMode;
  /** The selected items, when you control the selection. */
  selectedKeys?: ReadonlySet<RowKey>;
  /**
   * The items selected at first, when the list keeps its own selection.
   * @default none
   */
  defaultSelectedKeys?: Iterable<RowKey>;
  /** Called with the new selection after a click or key changes it. */
  onSelectionChange?: (keys: Set<RowKey>) => void;
  /** Called with an item's key on Enter or double click, e.g. to play the track. */
  onAction?: (key: RowKey) => void;
  /**
   * Height of every item in pixels.
   * @default 48
   */
  itemHeight?: number;
  /**
   * Items rendered beyond each edge of the viewport.
   * @default 8
   */
  overscan?: number;
  /**
   * Shown in place of the items when there are none.
   * @default 'No items', or the `noItems` of the nearest `KitStringsProvider`
   */
  emptyState?: ReactNode;
  /** Classes for the scrolling list; set its height here (the default is 24rem). */
  className?: string;
}

interface VirtualListRowProps<Item> {
  item: Item;
  renderItem: (item: Item) => ReactNode;
  index: number;
  top: number;
  height: number;
  selected: boolean | undefined;
  isTabStop: boolean;
}

function VirtualListRowImpl<Item>({
  item,
  renderItem,
  index,
  top,
  height,
  selected,
  isTabStop,
}: VirtualListRowProps<Item>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 1}
      aria-selected={selected}
      tabIndex={isTabStop ? 0 : -1}
      data-grid-row=""
      data-index={index}
      data-selected={selected || undefined}
      data-slot="virtual-list-row"
      className={virtualRowVariants({ className: 'flex items-center' })}
      style={{ height, transform: `translateY(${top}px)` }}
    >
      <div role="gridcell" className={virtualCellVariants({ className: 'flex-1' })}>
        {renderItem(item)}
      </div>
    </div>
  );
}

const VirtualListRow = memo(VirtualListRowImpl) as typeof VirtualListRowImpl;

/**
 * A virtualized single-column list of rows (like React Aria's GridList): `role="grid"` with `aria-rowcount` and
 * `aria-rowindex` on each rendered row, the same keyboard and selection as {@link VirtualTable}, without headers.
 * Styling hooks: `[data-slot="virtual-list"]`, `[data-slot="virtual-list-row"][data-selected]`.
 */
export function VirtualList<Item>({
  items,
  getItemKey,
  renderItem,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  onAction,
  itemHeight = ROW_HEIGHT,
  overscan = 8,
  emptyState,
  frame,
  className,
  ...labelling
}: VirtualListProps<Item>) {
  const { noItems } = useKitStrings();
  const rowKeys = useMemo(() => items.map(getItemKey), [items, getItemKey]);
  const grid = useVirtualGrid({
    rowKeys,
    selectionMode,
    selectedKeys,
    defaultSelectedKeys,
    onSelectionChange,
    rowHeight: itemHeight,
    headerHeight: 0,
    overscan,
    onRowAction: onAction,
  });
  const isEmpty = items.length === 0;
  const tabStop = grid.tabStop;

  return (
    <div
      {...labelling}
      {...grid.gridProps}
      role="grid"
      aria-rowcount={isEmpty ? 1 : items.length}
      aria-multiselectable={selectionMode === 'multiple' || undefined}
      // An empty list still takes focus so keyboard and screen-reader users find its empty message.
      tabIndex={isEmpty ? 0 : undefined}
      data-slot="virtual-list"
      data-empty={isEmpty || undefined}
      className={cn(virtualGridVariants({ frame }), className)}
    >
      <div
        role="rowgroup"
        data-slot="virtual-list-body"
        className="relative"
        style={isEmpty ? undefined : { height: grid.totalHeight }}
      >
        {isEmpty ? (
          <div role="row" aria-rowindex={1} data-slot="virtual-list-empty">
            <div
              role="gridcell"
              className={virtualCellVariants({
                className: 'whitespace-normal py-6 text-center text-muted-foreground',
              })}
            >
              {emptyState ?? noItems}
            </div>
          </div>
        ) : (
          grid.virtualRows.map((virtualRow) => {
            const key = rowKeys[virtualRow.index] as RowKey;
            return (
              <VirtualListRow
                key={key}
                item={items[virtualRow.index] as Item}
                renderItem={renderItem}
                index={virtualRow.index}
                top={virtualRow.start - grid.offsetTop}
                height={itemHeight}
                selected={selectionMode === 'none' ? undefined : grid.selectedKeys.has(key)}
                isTabStop={tabStop?.kind === 'row' && tabStop.index === virtualRow.index}
              />
            );
          })
        )}
      </div>
    </div>
  );
}
