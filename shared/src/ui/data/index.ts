// `@survey/shared/ui/data`, one federated singleton: rows of records as a table or a list (with
// their loading skeleton and empty state from the base kit), and the loading states of a screen
// waiting for a request (`AsyncContent`, `AsyncList`).
export { Table, type TableProps, type TableColumn } from './table';
export { List, type ListProps } from './list';
export { Rows } from './rows';
export { AsyncContent, type AsyncContentProps, type AsyncState } from './async-content';
export { AsyncList, type AsyncListProps, type Listed } from './async-list';
