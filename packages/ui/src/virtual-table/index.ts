export { gridTemplateFor, type VirtualTableColumn } from './column';
export { type GridCommand, type GridKeyPress, type GridMove, gridCommandForKey } from './grid-keys';
export {
  ariaSortFor,
  nextSortDescriptor,
  type SortDescriptor,
  type SortDirection,
  sortRows,
} from './sort-rows';
export {
  type GridSnapshot,
  GridState,
  type GridStateOptions,
  type GridStateView,
  type RowKey,
  type RowPressModifiers,
  type SelectionMode,
  useGridState,
} from './use-grid-state';
export {
  type GridTabStop,
  useVirtualGrid,
  type VirtualGrid,
  type VirtualGridOptions,
} from './use-virtual-grid';
export { VirtualList, type VirtualListProps } from './VirtualList';
export { VirtualTable, type VirtualTableProps } from './VirtualTable';
export {
  HEADER_HEIGHT,
  ROW_HEIGHT,
  type VirtualGridVariants,
  virtualCellVariants,
  virtualGridVariants,
  virtualRowVariants,
  virtualTableColumnHeaderVariants,
  virtualTableHeaderVariants,
} from './virtual-table.variants';
