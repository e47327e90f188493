import CustomPage from '../models/custom_page.js'
import { serializeAdminCustomPage } from '../serializers/custom_page_serializer.js'
import type { CustomPageList } from '../../shared/custom_page_types.js'

export interface CustomPageListFilters {
  query?: string
  page: number
  perPage: number
}

/**
 * Escapes LIKE's wildcards, so a search for "100%" finds that text. The
 * escape character is '!' because a backslash means different things in
 * SQLite's and MySQL's string literals.
 */
const likeText = (text: string) => `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`

/** The admin's list of pages, most recently edited first (id breaks ties), searched by title or slug. */
export async function customPageList({ query, page, perPage }: CustomPageListFilters): Promise<CustomPageList> {
  const pages = await CustomPage.query()
    .if(query, (builder) => builder.where((where) => where.whereRaw("title LIKE ? ESCAPE '!'", [likeText(query!)]).orWhereRaw("slug LIKE ? ESCAPE '!'", [likeText(query!)])))
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, perPage)
  return {
    data: pages.all().map(serializeAdminCustomPage),
    current_page: pages.currentPage,
    per_page: pages.perPage,
    total: pages.total,
    last_page: pages.lastPage,
  }
}
