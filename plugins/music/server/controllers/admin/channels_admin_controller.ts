import type { HttpContext } from '@adonisjs/core/http'
import { CHANNELS_LIST } from '../../services/admin/admin_lists.js'
import { channelForEditor, channelPage, deleteChannel, previewChannel, saveChannel, searchChannelItems } from '../../services/admin/channel_editor.js'
import { channelDraftValidator, channelItemSearchValidator } from '../../validators/admin/channel_validator.js'
import { idParam } from '../params.js'

/** Items the preview draws: as many as a homepage row shows. */
const PREVIEW_ITEMS = 12
const ITEM_SEARCH_RESULTS = 10

/** The admin's channels: list, editor (save, preview, item search) and delete. */
export default class ChannelsAdminController {
  async index({ request }: HttpContext) {
    return channelPage(await request.validateUsing(CHANNELS_LIST.validator, { data: request.qs() }))
  }

  async show({ params }: HttpContext) {
    return { channel: await channelForEditor(params.slugOrId) }
  }

  async store({ request, response }: HttpContext) {
    const id = await saveChannel(null, await request.validateUsing(channelDraftValidator))
    response.status(201)
    return { channel: await channelForEditor(id) }
  }

  async update(ctx: HttpContext) {
    const id = await saveChannel(idParam(ctx), await ctx.request.validateUsing(channelDraftValidator))
    return { channel: await channelForEditor(id) }
  }

  /** POST admin/channels/preview (a new channel) and admin/channels/{id}/preview (an edited one). */
  async preview(ctx: HttpContext) {
    const draft = await ctx.request.validateUsing(channelDraftValidator)
    return previewChannel(ctx.params.id ? idParam(ctx) : null, draft, PREVIEW_ITEMS)
  }

  async items({ request }: HttpContext) {
    const { content_type: contentType, query } = await request.validateUsing(channelItemSearchValidator, { data: request.qs() })
    return { data: await searchChannelItems(contentType, query, ITEM_SEARCH_RESULTS) }
  }

  async destroy(ctx: HttpContext) {
    await deleteChannel(idParam(ctx))
    return ctx.response.noContent()
  }
}
