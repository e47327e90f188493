import vine from '@vinejs/vine'
import { CHANNEL_CONTENT_TYPES, CHANNEL_LAYOUTS, CHANNEL_SOURCES } from '../../models/channel.js'

/** A channel as the admin's editor sends it (saved or previewed). */
export const channelDraftValidator = vine.create(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(191),
    slug: vine
      .string()
      .trim()
      .toLowerCase()
      .maxLength(191)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    description: vine.string().trim().maxLength(2000).nullable().optional(),
    content_type: vine.enum(CHANNEL_CONTENT_TYPES),
    layout: vine.enum(CHANNEL_LAYOUTS),
    source: vine.enum(CHANNEL_SOURCES),
    restriction: vine.enum(['genre', 'tag'] as const).nullable().optional(),
    restriction_value: vine.string().trim().maxLength(100).nullable().optional(),
    homepage: vine.boolean(),
    items: vine.array(vine.number().withoutDecimals().min(1).max(4_294_967_295)).maxLength(200).distinct().optional(),
  })
)

/** GET admin/channels/items: the editor's search for items to add. */
export const channelItemSearchValidator = vine.create(
  vine.object({
    content_type: vine.enum(CHANNEL_CONTENT_TYPES),
    query: vine.string().trim().minLength(1).maxLength(255),
  })
)
