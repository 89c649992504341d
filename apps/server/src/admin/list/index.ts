export { MAX_BULK_IDS, readBulkIds } from './bulk-ids';
export { type ListDefinition, type ListFilterDefinition, listFilter } from './list-definition';
export { betweenDates, comparedCount, timestampFilters, yesNo } from './list-filters';
export { type ListPageReader, listPage } from './list-page';
export { containsPattern, listOrder, listWhere } from './list-sql';
export { readListQuery, type ValidListQuery } from './read-list-query';
