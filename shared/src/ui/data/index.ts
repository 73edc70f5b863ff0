// `@survey/shared/ui/data`, one federated singleton: rows of records as a table or a list (with
// their loading skeleton and empty state from the base kit).
export { Table, type TableProps, type TableColumn } from './table';
export { List, type ListProps } from './list';
