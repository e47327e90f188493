import { useEffect, useSyncExternalStore } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { DEFAULT_PLAYBACK_PREFERENCES, type PlaybackPreferences } from '../../../shared/playback_preferences.js'
import { musicKeys } from '../../api/query_keys.js'
import { readGuestPreferences, writeGuestPreferences } from '../preferences/stored_preferences.js'
import { browserStorage } from '../player_services.js'
import { usePlayerEngine } from './use_player.js'

export interface PlaybackPreferencesControl {
  preferences: PlaybackPreferences
  /** Applies and keeps the changes. */
  change(changes: Partial<PlaybackPreferences>): void
  /** Applies them without keeping them yet (a slider being dragged: `change` follows on release). */
  preview(changes: Partial<PlaybackPreferences>): void
}

/**
 * The listener's crossfade, gapless and ReplayGain choices: on the server
 * for a signed-in listener (shown at once, put back if the server refuses),
 * in this browser for a guest.
 */
export function usePlaybackPreferences(): PlaybackPreferencesControl {
  const signedIn = useCurrentUser() !== null
  const server = useServerPreferences(signedIn)
  const guest = useGuestPreferences()
  return signedIn ? server : guest
}

/** Hands the preferences to the player as they change; the player bar does it, once. */
export function useApplyPlaybackPreferences() {
  const engine = usePlayerEngine()
  const { crossfade_seconds: crossfade, gapless, replay_gain_mode: mode, preamp_db: preampDb } = usePlaybackPreferences().preferences
  useEffect(() => engine.setTransitions(crossfade, gapless), [engine, crossfade, gapless])
  useEffect(() => engine.setReplayGain({ mode, preampDb }), [engine, mode, preampDb])
}

function useServerPreferences(enabled: boolean): PlaybackPreferencesControl {
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const trans = useTrans()
  const queryClient = useQueryClient()
  const key = musicKeys.playbackPreferences()
  const { data } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<PlaybackPreferences>('music/playback-preferences', { signal }),
    enabled,
    staleTime: Infinity,
  })
  const preferences = data ?? DEFAULT_PLAYBACK_PREFERENCES
  const save = useMutation({
    mutationFn: (changes: Partial<PlaybackPreferences>) => api.put<PlaybackPreferences>('music/playback-preferences', changes),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  })
  const preview = (changes: Partial<PlaybackPreferences>) => queryClient.setQueryData(key, { ...preferences, ...changes })
  return {
    preferences,
    preview,
    change: (changes) => {
      // What the server last accepted: a refused save goes back to it.
      const saved = save.data ?? preferences
      preview(changes)
      save.mutate(changes, {
        onError: () => {
          queryClient.setQueryData(key, saved)
          toasts.danger(trans('Your playback settings could not be saved.'))
        },
      })
    },
  }
}

/*
 * A guest's preferences, shared by every component of the page: read from
 * the browser's storage on first use, written back on each change.
 */
let guestPreferences: PlaybackPreferences | null = null
const guestListeners = new Set<() => void>()

function subscribeGuest(listener: () => void) {
  guestListeners.add(listener)
  return () => {
    guestListeners.delete(listener)
  }
}

function guestSnapshot() {
  guestPreferences ??= readGuestPreferences(browserStorage)
  return guestPreferences
}

function setGuestPreferences(next: PlaybackPreferences, { keep }: { keep: boolean }) {
  guestPreferences = next
  if (keep) writeGuestPreferences(browserStorage, next)
  guestListeners.forEach((listener) => listener())
}

function useGuestPreferences(): PlaybackPreferencesControl {
  // The server drew the page with the defaults: hydration starts from them too.
  const preferences = useSyncExternalStore(subscribeGuest, guestSnapshot, () => DEFAULT_PLAYBACK_PREFERENCES)
  return {
    preferences,
    preview: (changes) => setGuestPreferences({ ...preferences, ...changes }, { keep: false }),
    change: (changes) => setGuestPreferences({ ...preferences, ...changes }, { keep: true }),
  }
}
