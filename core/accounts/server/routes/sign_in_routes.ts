import type { PluginRouter } from '#core/kernel/contract'

/**
 * Routes under /auth (no /api/v1 prefix, spec section 7): registration,
 * login, logout, password reset and password change.
 */
export function signInRoutes(_router: PluginRouter) {}
