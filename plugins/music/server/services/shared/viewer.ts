import type { HttpContext } from '@adonisjs/core/http'

/** Who is looking: decides private content, "liked by me" flags and history. */
export interface Viewer {
  userId: number | null
}

export const GUEST: Viewer = { userId: null }

/** Every music route runs a guard that authenticates first; this only reads the result. */
export function viewerOf(ctx: HttpContext): Viewer {
  return { userId: (ctx.auth.user?.id as number | undefined) ?? null }
}

/** Who a cached result was made for: private rows and personal flags differ per person, guests all see the same. */
export function viewerCacheKey(viewer: Viewer) {
  return viewer.userId === null ? 'guest' : `user:${viewer.userId}`
}
