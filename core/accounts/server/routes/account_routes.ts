import type { PluginRouter } from '#core/kernel/contract'

/** Routes under /api/v1: the signed-in person's account (profile, avatar, locale...). */
export function accountRoutes(_router: PluginRouter) {}
