import type { HttpContext } from '@adonisjs/core/http'
import { viewerOf } from '../services/shared/viewer.js'
import { readPage } from '../services/shared/pagination.js'
import { termItems, termPage, type Taxonomy, type TermList } from '../services/catalogue/taxonomy_pages.js'

/** Genre and tag pages: /genres/{name}, /tags/{name} and their tracks, albums (and artists, for genres). */
export default class TaxonomyController {
  show(ctx: HttpContext) {
    return termPage(taxonomyOf(ctx), ctx.params.name)
  }

  async items(ctx: HttpContext) {
    const list = ctx.request.url().split('/').pop() as TermList
    return termItems(taxonomyOf(ctx), ctx.params.name, list, await readPage(ctx.request), viewerOf(ctx))
  }
}

function taxonomyOf(ctx: HttpContext): Taxonomy {
  return ctx.request.url().includes('/genres/') ? 'genre' : 'tag'
}
