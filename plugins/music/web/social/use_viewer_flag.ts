import { useCallback, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { container as rootContainer, instanceCachingFactory } from 'tsyringe'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT, TOAST_QUEUE, type Token } from '@web/services/tokens.js'
import { useNavigate, useLocation } from 'react-router'
import { musicKeys } from '../api/query_keys.js'
import { ViewerFlags, type FlagKind, type FlagTarget } from './viewer_flags.js'

export const VIEWER_FLAGS = Symbol('ViewerFlags') as Token<ViewerFlags>

// Web parts register their services on the app's container (tsyringe's root one) when first imported.
if (!rootContainer.isRegistered(VIEWER_FLAGS, true)) {
  rootContainer.register(VIEWER_FLAGS, {
    useFactory: instanceCachingFactory(() => new ViewerFlags()),
  })
}

const PATHS: Record<FlagKind, string> = { like: 'likes', follow: 'follows', repost: 'reposts' }

/** What the lists that show a flag are keyed by, refreshed after a change. */
const AFFECTED: Record<FlagKind, (type: string, id: number) => ReadonlyArray<readonly unknown[]>> =
  {
    like: (type) => [musicKeys.library(type === 'track' ? 'songs' : `${type}s`)],
    follow: (type, id) => [
      type === 'artist'
        ? musicKeys.artist(id)
        : type === 'user'
          ? musicKeys.profile(id)
          : musicKeys.playlist(id),
      musicKeys.library(type === 'playlist' ? 'playlists' : 'artists'),
    ],
    repost: () => [],
  }

/** What a like says once saved: the heart alone is easy to miss (and the L shortcut has none). */
function likedMessage(type: string, liked: boolean, trans: ReturnType<typeof useTrans>) {
  if (type === 'track') return liked ? trans('Added to Liked songs') : trans('Removed from Liked songs')
  return liked ? trans('Saved to your library') : trans('Removed from your library')
}

/**
 * A like, follow or repost of one item: its current value (this tab's
 * change, else what the server said) and a toggle that shows at once,
 * sends the change, and puts the old value back with a toast if it fails.
 * Guests are sent to the login page.
 */
export function useViewerFlag<K extends FlagKind>(
  kind: K,
  type: FlagTarget[K],
  id: number,
  serverValue: boolean | undefined
) {
  const flags = useService(VIEWER_FLAGS)
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const queryClient = useQueryClient()
  const trans = useTrans()
  const user = useCurrentUser()
  const navigate = useNavigate()
  const location = useLocation()
  flags.ownedBy(user?.id ?? null)
  const key = ViewerFlags.key(kind, type, id)
  const read = () => flags.get(key)
  const local = useSyncExternalStore(flags.subscribe, read, read)
  const value = local ?? serverValue ?? false

  const toggle = useCallback(async () => {
    if (!user) {
      navigate(`/login?redirect=${encodeURIComponent(location.pathname)}`)
      return
    }
    const next = !(flags.get(key) ?? value)
    flags.set(key, next)
    try {
      const path = `music/${PATHS[kind]}/${type}/${id}`
      await (next ? api.put(path) : api.delete(path))
      for (const queryKey of AFFECTED[kind](type, id)) {
        void queryClient.invalidateQueries({ queryKey })
      }
      if (kind === 'like') toasts.positive(likedMessage(type, next, trans))
    } catch {
      flags.set(key, !next)
      toasts.danger(trans('That did not work. Please try again.'))
    }
  }, [
    api,
    flags,
    id,
    key,
    kind,
    location.pathname,
    navigate,
    queryClient,
    toasts,
    trans,
    type,
    user,
    value,
  ])

  return { value, toggle, signedIn: !!user }
}
