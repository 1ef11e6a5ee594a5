/** Pagination meta of list responses (docs/rules.md#detail-reads): current_page, last_page, per_page, total. */
export type PageMeta = {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
  path: string;
};

export function paginate<T>(items: T[], page: number, perPage: number, path: string): { data: T[]; meta: PageMeta } {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const data = items.slice(start, start + perPage);
  return {
    data,
    meta: {
      current_page: page,
      last_page: lastPage,
      per_page: perPage,
      total,
      from: data.length ? start + 1 : null,
      to: data.length ? start + data.length : null,
      path,
    },
  };
}

/** The meta of a page read from a query that counted `total` matches and returned `count` of them. */
export function pageMeta(total: number, count: number, page: number, perPage: number, path: string): PageMeta {
  const start = (page - 1) * perPage;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from: count ? start + 1 : null,
    to: count ? start + count : null,
    path,
  };
}
