import vine from '@vinejs/vine'

/** GET /oembed's query (https://oembed.com, section 2.2). */
export const oembedValidator = vine.compile(
  vine.object({
    url: vine.string().trim().maxLength(2048).url({ require_tld: false, protocols: ['http', 'https'] }),
    format: vine.enum(['json', 'xml']).optional(),
    maxwidth: vine.number().withoutDecimals().min(1).optional(),
    maxheight: vine.number().withoutDecimals().min(1).optional(),
  })
)
