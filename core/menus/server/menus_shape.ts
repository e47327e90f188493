import vine from '@vinejs/vine'
import { MENU_POSITIONS } from '#core/kernel/contract'
import { SAFE_ACTION } from '#core/kernel/shared/menu_actions'

const ID = /^[\w.-]{1,64}$/
const ICON = /^[a-z0-9-]{1,64}$/

/** One menu item (spec section 3, Menu item); visibility fields as section 5 reads them. */
const menuItem = vine.object({
  id: vine.string().trim().regex(ID),
  type: vine.enum(['route', 'link'] as const),
  label: vine.string().trim().minLength(1).maxLength(100),
  action: vine.string().trim().maxLength(1000).regex(SAFE_ACTION),
  icon: vine.string().trim().regex(ICON).nullable().optional(),
  target: vine.enum(['_self', '_blank'] as const).optional(),
  roles: vine.array(vine.number().withoutDecimals().positive()).maxLength(50).optional(),
  permissions: vine.array(vine.string().trim().minLength(1).maxLength(100)).maxLength(50).optional(),
  // Shown only when each setting has this value.
  settings: vine.record(vine.unionOfTypes([vine.string().maxLength(1000), vine.number(), vine.boolean()])).optional(),
  subscriptionStatus: vine.enum(['subscribed', 'unsubscribed'] as const).nullable().optional(),
})

/**
 * The 'menus' setting as the appearance editor saves it: menus with a name,
 * positions among the spec's six and their items. A wrong item is refused
 * with the path of its field ('menus.0.items.2.action').
 */
export const menusShape = vine
  .array(
    vine.object({
      id: vine.string().trim().regex(ID),
      name: vine.string().trim().minLength(1).maxLength(100),
      positions: vine.array(vine.enum(MENU_POSITIONS)).distinct().maxLength(MENU_POSITIONS.length),
      items: vine.array(menuItem).maxLength(100).distinct('id'),
    })
  )
  .maxLength(50)
  .distinct('id')
