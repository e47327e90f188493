import type { HttpContext } from '@adonisjs/core/http'
import { viewerOf } from '../services/shared/viewer.js'
import { readPage } from '../services/shared/pagination.js'
import { channelPage, homepageChannels } from '../services/channels/channel_content.js'
import { searchAll, searchPage } from '../search/search_service.js'
import { radioPage } from '../radio/radio_queue.js'
import type { SeedType } from '../radio/radio_seed.js'
import { channelQueryValidator, radioQueryValidator, searchValidator } from '../validators/query_validators.js'
import { visitorId } from './visitor.js'

/** Items per channel on the homepage index. */
const HOMEPAGE_ITEMS = 12

/** Channels, the homepage index, search and radio. */
export default class DiscoveryController {
  async channel(ctx: HttpContext) {
    const { restriction } = await channelQueryValidator.validate(ctx.request.qs())
    return channelPage(ctx.params.slugOrId, restriction, await readPage(ctx.request), viewerOf(ctx))
  }

  homepage(ctx: HttpContext) {
    return homepageChannels(viewerOf(ctx), HOMEPAGE_ITEMS)
  }

  async search(ctx: HttpContext) {
    const { query, type = 'all' } = await searchValidator.validate(ctx.request.qs())
    const viewer = viewerOf(ctx)
    if (type === 'all') return searchAll(query, viewer)
    return searchPage(query, type, await readPage(ctx.request), viewer)
  }

  radio(ctx: HttpContext) {
    return seededRadio(ctx, ctx.params.seedType as SeedType)
  }

  genreRadio(ctx: HttpContext) {
    return seededRadio(ctx, 'genre')
  }
}

async function seededRadio(ctx: HttpContext, seedType: SeedType) {
  const { cursor } = await radioQueryValidator.validate(ctx.request.qs())
  return radioPage(seedType, ctx.params.seedId, cursor, viewerOf(ctx), visitorId(ctx, false))
}
