import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { can, describeGuard } from '#core/kernel/http/guards'
import { MUSIC_VIEW } from '../permissions.js'

const canView = can(MUSIC_VIEW)

/**
 * The library and every write need an account and music.view: guests get
 * 401, signed-in people without the permission 403. Runs the music.view
 * guard (which also signs the visitor in through any auth guard) first.
 */
export const signedIn = describeGuard(
  function signedInWithMusicView(ctx: HttpContext, next: NextFn) {
    return canView(ctx, () => (ctx.auth.user ? next() : ctx.response.unauthorized({ message: 'You need to be logged in to do that.' })))
  },
  { signedIn: true, permissions: [MUSIC_VIEW] }
)

/** The signed-in viewer; only for handlers behind `signedIn`. */
export function signedInViewer(ctx: HttpContext) {
  return { userId: ctx.auth.user!.id as number }
}
