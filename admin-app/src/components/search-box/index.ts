export { SearchBox, SEARCH_DELAY_MS } from './search-box';
export { useUrlParam } from './use-url-param';
