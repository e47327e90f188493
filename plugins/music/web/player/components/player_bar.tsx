import { useEffect } from 'react'
import Maximize2 from 'lucide-react/icons/maximize-2'
import MicVocal from 'lucide-react/icons/mic-vocal'
import { Button } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { IconButton } from '@web/ui/button.js'
import { Tooltip } from '@web/ui/tooltip.js'
import { useApplyPlaybackPreferences } from '../hooks/use_playback_preferences.js'
import { usePlayer } from '../hooks/use_player.js'
import { usePlayerShortcuts } from '../hooks/use_player_shortcuts.js'
import { useTrackLikeToggle } from '../hooks/use_track_like.js'
import { Cover } from './cover.js'
import {
  NowPlayingOverlay,
  preloadNowPlaying,
  useNowPlayingState,
} from './now_playing/now_playing_overlay.js'
import { PlaybackSettingsButton } from './playback_settings.js'
import { PlayButton } from './play_button.js'
import { QueueButton } from './queue_panel.js'
import { TrackLikeButton } from './track_like_button.js'
import { TrackTitle } from './track_title.js'
import { TransportControls } from './transport_controls.js'
import { VolumeControl } from './volume_control.js'
import { WaveformSeekbar } from './waveform_seekbar.js'

/**
 * The player bar (the "player-bar" slot): on desktop cover, title and like |
 * transport and seekbar | lyrics, queue and volume; at 768 px and below a
 * compact bar above the mobile menu, shown once something is queued. The
 * cover (the whole compact bar on mobile) and the lyrics button open the
 * now-playing view. It also owns the keyboard shortcuts and the "can't
 * play" toast, so they live exactly as long as the player is on screen.
 */
export default function PlayerBar() {
  const trans = useTrans()
  const track = usePlayer((state) => state.current?.track ?? null)
  const nowPlaying = useNowPlayingState()
  usePlayerShortcuts(useTrackLikeToggle(track))
  useUnplayableToast()
  useApplyPlaybackPreferences()

  return (
    <section aria-label={trans('Player')}>
      <div className="hidden h-22 grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] items-center gap-4 border-t border-divider bg-background px-4 md:grid">
        <NowPlaying onExpand={nowPlaying.open} />
        <div className="flex w-full max-w-[720px] flex-col items-center gap-0.5 justify-self-center">
          <TransportControls />
          <WaveformSeekbar />
        </div>
        <div className="flex items-center justify-end gap-1">
          <Tooltip label={trans('Lyrics')}>
            <IconButton
              aria-label={trans('Lyrics')}
              isDisabled={!track}
              onPress={nowPlaying.open}
              onHoverStart={preloadNowPlaying}
              onFocus={preloadNowPlaying}
              className="text-muted hover:text-main"
            >
              <MicVocal />
            </IconButton>
          </Tooltip>
          <QueueButton />
          <PlaybackSettingsButton />
          <VolumeControl />
        </div>
      </div>
      {track && <MobileBar onExpand={nowPlaying.open} />}
      <NowPlayingOverlay isOpen={nowPlaying.isOpen} onOpenChange={nowPlaying.setOpen} />
    </section>
  )
}

function NowPlaying({ onExpand }: { onExpand: () => void }) {
  const trans = useTrans()
  const current = usePlayer((state) => state.current)
  const error = usePlayer((state) => state.error)
  if (!current) return <div />
  const { track } = current
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Tooltip label={trans('Open now playing view')}>
        <Button
          aria-label={trans('Open now playing view')}
          onPress={onExpand}
          onHoverStart={preloadNowPlaying}
          onFocus={preloadNowPlaying}
          className="group relative shrink-0 cursor-default rounded-[calc(var(--be-radius)/2)] outline-none data-focus-visible:ring-2 data-focus-visible:ring-primary"
        >
          <Cover src={track.image} alt={track.album?.name ?? track.name} className="size-14" />
          <span
            aria-hidden
            className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-black/70 text-white opacity-0 transition-opacity group-hover:opacity-100 group-data-focus-visible:opacity-100"
          >
            <Maximize2 className="size-3.5" />
          </span>
        </Button>
      </Tooltip>
      <TrackTitle track={track} error={error} />
      <TrackLikeButton track={track} />
    </div>
  )
}

/** The compact bar: a press on the cover or title opens the now-playing sheet. */
function MobileBar({ onExpand }: { onExpand: () => void }) {
  const trans = useTrans()
  const current = usePlayer((state) => state.current)!
  const error = usePlayer((state) => state.error)
  const { track } = current
  return (
    <div className="px-2 pb-1 md:hidden">
      <div className="relative flex h-14 items-center gap-1 overflow-hidden rounded-base bg-paper pr-1 shadow-lg shadow-black/20">
        <Button
          aria-label={trans('Open now playing view')}
          onPress={onExpand}
          onHoverStart={preloadNowPlaying}
          className="flex h-full min-w-0 flex-1 cursor-default items-center gap-3 pl-2 text-left outline-none data-focus-visible:ring-2 data-focus-visible:ring-primary data-focus-visible:ring-inset"
        >
          <Cover src={track.image} alt="" className="size-10" />
          <TrackTitle track={track} error={error} plain className="flex-1" />
        </Button>
        <TrackLikeButton track={track} />
        <PlayButton className="size-9" />
        <MobileProgress />
      </div>
    </div>
  )
}

/** A hairline of progress along the bottom of the compact bar (seeking lives in the full views). */
function MobileProgress() {
  const percent = usePlayer((state) =>
    state.duration > 0 ? Math.round((state.position / state.duration) * 1000) / 10 : 0
  )
  return (
    <div aria-hidden className="absolute inset-x-2 bottom-0 h-0.5 rounded-full bg-main/15">
      <div className="h-full rounded-full bg-main" style={{ width: `${percent}%` }} />
    </div>
  )
}

/** "This track can't be played right now." as a toast, once per failing track. */
function useUnplayableToast() {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const error = usePlayer((state) => state.error)
  const uid = usePlayer((state) => state.current?.uid)
  useEffect(() => {
    if (error) toasts.danger(trans(error), { id: 'player-error' })
  }, [error, uid, toasts, trans])
}
