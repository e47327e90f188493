import vine from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import type { Page as PagePagination } from '../../../shared/api_types.js'

export const DEFAULT_PER_PAGE = 20
export const MAX_PER_PAGE = 50

/** Page lists: `pagination: {data, current_page, per_page, next_page}`, declared with the web app's (shared/api_types.ts). */
export type { PagePagination }

export interface PageRequest {
  page: number
  perPage: number
}

const pageValidator = vine.create(
  vine.object({
    page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
    perPage: vine.number().withoutDecimals().min(1).optional(),
  })
)

/** Reads ?page and ?perPage; oversized pages are clamped rather than refused. */
export async function readPage(request: HttpContext['request'], defaults: Partial<PageRequest> = {}): Promise<PageRequest> {
  const { page, perPage } = await pageValidator.validate({ page: request.qs().page, perPage: request.qs().perPage })
  return { page: page ?? 1, perPage: Math.min(perPage ?? defaults.perPage ?? DEFAULT_PER_PAGE, MAX_PER_PAGE) }
}

/** Rows to ask the database for: one more than a page says whether another page follows. */
export function window({ page, perPage }: PageRequest) {
  return { limit: perPage + 1, offset: (page - 1) * perPage }
}

/** Builds the page from rows fetched with `window()`, mapping the kept ones. */
export async function toPage<R, T>(
  rows: R[],
  request: PageRequest,
  map: (rows: R[]) => Promise<T[]> | T[],
  total?: number
): Promise<PagePagination<T>> {
  const more = rows.length > request.perPage
  const data = await map(more ? rows.slice(0, request.perPage) : rows)
  return {
    data,
    current_page: request.page,
    per_page: request.perPage,
    next_page: more ? request.page + 1 : null,
    ...(total === undefined ? {} : { total }),
  }
}
