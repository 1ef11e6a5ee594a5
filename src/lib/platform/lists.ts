// List responses of the platform ({data, meta}) in the storefront's shape ({data, pagination}).
import type { components } from './schema';

export interface Pagination {
  perPage: number;
  currentPage: number;
  lastPage: number;
  total: number;
}

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

type Meta = components['schemas']['PaginationMeta'];

/** Normalises `{data: [...], meta}`; a list without meta counts as one page of everything. */
export function toPage<T>(body: { data: T[]; meta?: Partial<Meta> | null }): Page<T> {
  const data = Array.isArray(body.data) ? body.data : [];
  const meta = body.meta ?? {};
  return {
    data,
    pagination: {
      perPage: meta.per_page ?? data.length,
      currentPage: meta.current_page ?? 1,
      lastPage: meta.last_page ?? 1,
      total: meta.total ?? data.length,
    },
  };
}
