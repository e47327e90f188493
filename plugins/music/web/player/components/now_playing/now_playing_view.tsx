import ChevronDown from 'lucide-react/icons/chevron-down'
import { useTrans } from '@web/i18n/use_trans.js'
import { IconButton } from '@web/ui/button.js'
import { usePlayer } from '../../hooks/use_player.js'
import { Cover } from '../cover.js'
import { PlaybackSettingsButton } from '../playback_settings.js'
import { QueueButton } from '../queue_panel.js'
import { TrackLikeButton } from '../track_like_button.js'
import { TrackTitle } from '../track_title.js'
import { TransportControls } from '../transport_controls.js'
import { VolumeControl } from '../volume_control.js'
import { WaveformSeekbar } from '../waveform_seekbar.js'
import { LyricsPanel } from './lyrics_panel.js'

/**
 * The track playing, large: artwork, title and artists, the seekbar and the
 * controls, with its lyrics beside it (below it on mobile, where the whole
 * sheet scrolls). The artwork, blurred, tints the background.
 */
export default function NowPlayingView({ close }: { close: () => void }) {
  const trans = useTrans()
  const current = usePlayer((state) => state.current)
  const context = usePlayer((state) => state.context)
  const error = usePlayer((state) => state.error)
  if (!current) return null
  const { track } = current

  return (
    <div className="relative isolate flex min-h-0 flex-1 flex-col">
      <Backdrop image={track.image} />
      <header className="flex shrink-0 items-center gap-3 px-3 py-3 md:px-6 md:py-4">
        <IconButton aria-label={trans('Close')} size="md" onPress={close}>
          <ChevronDown />
        </IconButton>
        <div className="flex min-w-0 flex-1 flex-col items-center text-center">
          <p className="text-[11px] font-semibold tracking-widest text-muted uppercase">
            {context?.name ? trans('Playing from') : trans('Now playing')}
          </p>
          {context?.name && <p className="max-w-full truncate text-sm font-bold">{context.name}</p>}
        </div>
        <PlaybackSettingsButton className="size-10.5" />
        <QueueButton className="size-10.5" modal />
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto scrollbar-thin md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-12 md:overflow-hidden md:px-12 md:pb-10 lg:gap-20">
        <div className="mx-auto flex w-full max-w-md flex-col justify-center gap-5 px-6 pt-2 pb-8 md:w-[min(100%,30rem,calc(100dvh-26rem))] md:max-w-none md:px-0 md:py-0">
          <Cover
            src={track.image}
            alt={track.album?.name ?? track.name}
            large
            className="aspect-square w-full shadow-2xl shadow-black/40"
          />
          <div className="flex items-center gap-3">
            <TrackTitle track={track} error={error} size="lg" className="flex-1" />
            <TrackLikeButton track={track} size="md" />
          </div>
          <WaveformSeekbar />
          <TransportControls large />
          <div className="hidden justify-center md:flex">
            <VolumeControl />
          </div>
        </div>
        <LyricsPanel trackId={track.id} className="mx-4 mb-6 h-[70dvh] md:mx-0 md:mb-0 md:h-full" />
      </div>
    </div>
  )
}

/** The artwork, blurred and faded into the theme's background (nothing without artwork). */
function Backdrop({ image }: { image: string | null }) {
  return (
    <div aria-hidden className="absolute inset-0 -z-10 overflow-hidden">
      {image && (
        <img
          src={image}
          alt=""
          className="size-full scale-125 object-cover opacity-50 blur-3xl saturate-150"
        />
      )}
      <div className="absolute inset-0 bg-linear-to-b from-background/30 via-background/70 to-background" />
    </div>
  )
}
