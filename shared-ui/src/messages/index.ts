// The 'shared-ui/messages' entry: the inbox lists of the member and admin pages. A shared module of
// its own (scripts/webpack/shared-singletons.js), so its tables and pagination stay off the pages
// that show no inbox (docs/decisions.md, "Second shared entries of shared-ui").
export { InboxList, type InboxListProps, type MessagePage } from './inbox-list';
export { MessageTable, type MessageRow, type MessageTableProps } from './message-table';
export { PagedSummary, type PagedSummaryProps } from './paged-summary';
export { pageFromSearch, pageRange } from './page-range';
