/**
 * The page envelope every paged list answers, as upstream's MyBatis-Plus `IPage` serialises: `records`,
 * `total`, `size` (the page size), `current` (the page number), `pages`, then `orders` and `searchCount`.
 * The few lists whose upstream answer is a hand-built page without the last two ask for the `short` form.
 */
export function pageOf<T>(records: T[], total: number, pageNo: number, pageSize: number): FullPage<T>
export function pageOf<T>(
  records: T[],
  total: number,
  pageNo: number,
  pageSize: number,
  form: 'short',
): Page<T>
export function pageOf<T>(
  records: T[],
  total: number,
  pageNo: number,
  pageSize: number,
  form: 'full' | 'short' = 'full',
): Page<T> | FullPage<T> {
  const page = { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) }
  return form === 'short' ? page : { ...page, orders: [], searchCount: true }
}

export interface Page<T> {
  records: T[]
  total: number
  size: number
  current: number
  pages: number
}

export interface FullPage<T> extends Page<T> {
  orders: never[]
  searchCount: boolean
}
