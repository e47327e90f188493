import vine from '@vinejs/vine'
import { SAFE_ACTION } from '#core/kernel/shared/menu_actions'

const ICON = /^[a-z0-9-]{1,64}$/
// An image is a file of this site ('/storage/...') or an address the browser loads as it is.
const IMAGE = /^(\/(?![/\\])|https?:\/\/)/

const text = (max: number) => vine.string().trim().minLength(1).maxLength(max)

/** The landing page's lists as the appearance editor saves them (spec section 2, landing-page sections). */
export const landingShapes = {
  actions: vine.array(vine.object({ label: text(60), action: vine.string().trim().maxLength(1000).regex(SAFE_ACTION) })).maxLength(4),
  primaryFeatures: vine.array(vine.object({ icon: vine.string().trim().regex(ICON), title: text(100), text: text(500) })).maxLength(12),
  secondaryFeatures: vine
    .array(
      vine.object({
        eyebrow: vine.string().trim().maxLength(60).nullable().optional(),
        title: text(120),
        text: text(1000),
        icon: vine.string().trim().regex(ICON),
        image: vine.string().trim().maxLength(1000).regex(IMAGE).nullable().optional(),
      })
    )
    .maxLength(8),
}
