import { useEffect } from 'react'
import { useSetting } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { useWaveform } from '../api/use_waveform.js'
import { useLikeAction, usePlayer, usePlayerEngine } from '../hooks/use_player.js'
import { usePlayerShortcuts } from '../hooks/use_player_shortcuts.js'
import { Cover } from './cover.js'
import { PlayButton } from './play_button.js'
import { QueueButton } from './queue_panel.js'
import { Seekbar } from './seekbar.js'
import { TrackTitle } from './track_title.js'
import { TransportControls } from './transport_controls.js'
import { VolumeControl } from './volume_control.js'

/**
 * The player bar (the "player-bar" slot): on desktop cover, title and like |
 * transport and seekbar | queue and volume; at 768 px and below a compact
 * bar above the mobile menu, shown once something is queued. It also owns
 * the keyboard shortcuts and the "can't play" toast, so they live exactly
 * as long as the player is on screen.
 */
export default function PlayerBar() {
  const trans = useTrans()
  const engine = usePlayerEngine()
  const like = useLikeAction()
  const hasTrack = usePlayer((state) => state.current !== null)
  usePlayerShortcuts(
    like
      ? () => {
          const track = engine.getSnapshot().current?.track
          if (track) like.toggle(track)
        }
      : undefined
  )
  useUnplayableToast()

  return (
    <section aria-label={trans('Player')}>
      <div className="hidden h-22 grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] items-center gap-4 border-t border-divider bg-background px-4 md:grid">
        <NowPlaying />
        <div className="flex w-full max-w-[720px] flex-col items-center gap-0.5 justify-self-center">
          <TransportControls />
          <WaveformSeekbar />
        </div>
        <div className="flex items-center justify-end gap-1">
          <QueueButton />
          <VolumeControl />
        </div>
      </div>
      {hasTrack && <MobileBar />}
    </section>
  )
}

function NowPlaying() {
  const current = usePlayer((state) => state.current)
  const error = usePlayer((state) => state.error)
  const like = useLikeAction()
  if (!current) return <div />
  const { track } = current
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Cover src={track.image} alt={track.album?.name ?? track.name} className="size-14" />
      <TrackTitle track={track} error={error} />
      {like && <like.Button track={track} />}
    </div>
  )
}

/** The seekbar with the current track's waveform when the player.seekbar_type setting asks for it. */
function WaveformSeekbar() {
  const trackId = usePlayer((state) => state.current?.track.id ?? null)
  const wanted = (useSetting('player.seekbar_type') ?? 'waveform') === 'waveform'
  const peaks = useWaveform(trackId, wanted)
  return <Seekbar peaks={wanted ? peaks : null} />
}

function MobileBar() {
  const current = usePlayer((state) => state.current)!
  const error = usePlayer((state) => state.error)
  const like = useLikeAction()
  const { track } = current
  return (
    <div className="px-2 pb-1 md:hidden">
      <div className="relative flex h-14 items-center gap-3 overflow-hidden rounded-base bg-paper pr-1 pl-2 shadow-lg shadow-black/20">
        <Cover src={track.image} alt={track.album?.name ?? track.name} className="size-10" />
        <TrackTitle track={track} error={error} className="flex-1" />
        {like && <like.Button track={track} />}
        <QueueButton />
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
