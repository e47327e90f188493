import type { HttpContext } from '@adonisjs/core/http'
import transmit from '@adonisjs/transmit/services/main'

/**
 * Who may listen to which channel. Transmit lets anyone subscribe to any
 * channel unless it is declared here: a person's notifications channel is
 * theirs alone. Imported by the subscribe controller, so it is declared
 * before the first subscription.
 */
// The pattern of notificationsChannel() (core/kernel/shared/notifications.ts).
transmit.authorize<{ userId: string }>('notifications/users/:userId', (ctx: HttpContext, { userId }) => {
  return ctx.auth.user !== undefined && Number(ctx.auth.user.id) === Number(userId)
})

export { transmit }
