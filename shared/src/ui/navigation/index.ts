// `@survey/shared/ui/navigation`, one federated singleton: moving within a screen — tabs, pages
// of a list, a side menu.
export { Tabs, type TabsProps, type TabItem } from './tabs';
export { Pagination, type PaginationProps } from './pagination';
export { SideMenu, type SideMenuProps, type SideMenuItem } from './side-menu';
