import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import type { QueueContext } from '../player/engine/types.js'
import { toPlayerTrack } from '../player/api/player_track.js'
import { usePlayer, usePlayerEngine } from '../player/hooks/use_player.js'
import { albumQuery, artistQuery } from '../api/catalogue_queries.js'
import { channelQuery, channelItemsOf, radioQuery } from '../api/discovery_queries.js'
import { playlistTracksQuery } from '../api/playlist_queries.js'
import { rowsOf } from '../api/paginated.js'
import type { MediaItem, Track } from '../../shared/api_types.js'

/** Where a queue comes from: an album, a playlist, an artist's top tracks, a search... */
export type PlayContext = QueueContext & { type: string; id?: number | string }

function sameContext(a: QueueContext | null, b: PlayContext) {
  return !!a && a.type === b.type && String(a.id ?? '') === String(b.id ?? '')
}

/**
 * Starting playback from the screens. Lists hand over the tracks they show;
 * cards (an album, a playlist, an artist) fetch theirs through the same
 * queries their pages use, so a later visit to the page is instant.
 */
export function usePlayback() {
  const engine = usePlayerEngine()
  const queryClient = useQueryClient()
  const api = useService(API_CLIENT)

  const playTracks = useCallback(
    (tracks: readonly Track[], startIndex: number, context: PlayContext) => {
      if (!tracks.length) return
      engine.playNow(tracks.map(toPlayerTrack), startIndex, context)
    },
    [engine]
  )

  /** Plays the context, or pauses/resumes it when it is already the one in the player. */
  const toggleContext = useCallback(
    async (
      context: PlayContext,
      loadTracks: () => Promise<readonly Track[]> | readonly Track[]
    ) => {
      const state = engine.getSnapshot()
      if (sameContext(state.context, context) && state.current) {
        engine.toggle()
        return
      }
      playTracks(await loadTracks(), 0, context)
    },
    [engine, playTracks]
  )

  const tracksOf = useCallback(
    async (item: MediaItem): Promise<readonly Track[]> => {
      switch (item.model_type) {
        case 'track':
          return [item]
        case 'album':
          return (await queryClient.fetchQuery(albumQuery(api, item.id))).tracks
        case 'artist':
          return (await queryClient.fetchQuery(artistQuery(api, item.id))).top_tracks
        case 'playlist':
          return rowsOf(await queryClient.fetchInfiniteQuery(playlistTracksQuery(api, item.id)))
        case 'genre': {
          const radio = await queryClient.fetchInfiniteQuery(radioQuery(api, 'genre', item.name))
          return radio.pages.flatMap((page) => page.tracks)
        }
        case 'channel': {
          const channel = await queryClient.fetchInfiniteQuery(channelQuery(api, item.slug, null))
          return channelItemsOf(channel).filter(
            (entry): entry is Track => entry.model_type === 'track'
          )
        }
        default:
          return []
      }
    },
    [api, queryClient]
  )

  /** The play button of a card. */
  const playItem = useCallback(
    (item: MediaItem) => toggleContext(contextOf(item), () => tracksOf(item)),
    [toggleContext, tracksOf]
  )

  return { playTracks, toggleContext, playItem, engine }
}

/** The queue context a card or a page plays as. */
export function contextOf(item: MediaItem): PlayContext {
  const name = 'display_name' in item ? item.display_name : item.name
  if (item.model_type === 'genre') {
    return { type: 'genre', id: item.name, name, radioSeed: { type: 'genre', id: item.name } }
  }
  return { type: item.model_type, id: item.id, name }
}

/** True while this context is the one playing (its play buttons show pause). */
export function useContextPlaying(context: { type: string; id?: number | string } | null) {
  return usePlayer(
    (state) =>
      !!context &&
      (state.status === 'playing' || state.status === 'loading') &&
      sameContext(state.context, context as PlayContext)
  )
}

/** The id of the track in the player (playing or paused), or null. */
export function useCurrentTrackId() {
  return usePlayer((state) => state.current?.track.id ?? null)
}

/** True while audio plays (not paused, not loading). */
export function useIsPlaying() {
  return usePlayer((state) => state.status === 'playing')
}
