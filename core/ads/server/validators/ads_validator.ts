import vine from '@vinejs/vine'

/**
 * PUT ads: the switch for every ad, and by slot name its on/off, description
 * and link (the image is uploaded on its own: a URL from the client is never
 * stored as an image). Errors name the slot: 'slots.artist_top.url'.
 */
export const adsValidator = vine.compile(
  vine.object({
    disabled: vine.boolean(),
    slots: vine.record(
      vine.object({
        enabled: vine.boolean(),
        description: vine.string().trim().maxLength(500).nullable(),
        url: vine.string().trim().url({ require_protocol: true, protocols: ['http', 'https'] }).maxLength(1000).nullable(),
      })
    ),
  })
)
