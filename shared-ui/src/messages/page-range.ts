/** The 'Showing x-y of N' numbers of a page: 1-based, y capped at the total; 0-0 when empty. */
export const pageRange = (
  pageNumber: number,
  pageSize: number,
  totalCount: number,
): { from: number; to: number } => {
  if (totalCount <= 0 || pageSize <= 0) return { from: 0, to: 0 };
  const from = Math.min((pageNumber - 1) * pageSize + 1, totalCount);
  return { from, to: Math.min(pageNumber * pageSize, totalCount) };
};

/** The ?page= of a paged list's URL: a whole number from 1, else the first page. */
export const pageFromSearch = (search: URLSearchParams): number => {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
