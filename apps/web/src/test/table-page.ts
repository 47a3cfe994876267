/** An admin table's answer with no rows, to spread and fill in tests. */
export const emptyTablePage = {
  items: [],
  total: 0,
  totalIsEstimate: false,
  page: 1,
  pageSize: 20,
  nextCursor: null,
  prevCursor: null,
};
