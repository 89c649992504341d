export { bucketLabels } from './bucket-labels';
export { ChartCard, type ChartCardProps } from './ChartCard';
export { ChartTable, type ChartTableProps } from './ChartTable';
export { ShareChart, type ShareChartProps, type ShareSlice } from './ShareChart';
export { type TimePoint, TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart';
export { type TopItem, TopItemsList, type TopItemsListProps } from './TopItemsList';
