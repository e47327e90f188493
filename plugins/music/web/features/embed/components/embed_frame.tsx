import type { ReactNode } from 'react'
import ExternalLink from 'lucide-react/icons/external-link'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import type { Track } from '../../../../shared/api_types.js'
import { formatDuration } from '../../../format.js'
import { ArtistLinks } from '../../../components/artist_links.js'
import { CoverImage, type CoverKind } from '../../../components/cover_image.js'
import { PlayPauseButton } from '../../../components/play_overlay_button.js'
import { Seekbar } from '../../../player/components/seekbar.js'
import {
  useContextPlaying,
  useCurrentTrackId,
  usePlayback,
  type PlayContext,
} from '../../../playback/use_playback.js'

/**
 * The compact player an embed shows inside someone else's page: cover,
 * title, artists, play/pause and the seekbar, a link to the full page
 * (opening in a new tab, out of the frame), and optionally a track list.
 */
export function EmbedFrame({
  title,
  href,
  image,
  artists,
  tracks,
  context,
  children,
  kind = 'album',
}: {
  /** The cover's placeholder while there is no image. */
  kind?: CoverKind
  title: string
  href: string
  image: string | null
  artists: Track['artists']
  tracks: readonly Track[]
  context: PlayContext
  children?: ReactNode
}) {
  const trans = useTrans()
  const siteName = useBootstrap().branding.site_name
  const playing = useContextPlaying(context)
  const { toggleContext } = usePlayback()
  const currentId = useCurrentTrackId()
  const inPlayer = currentId !== null && tracks.some((track) => track.id === currentId)

  return (
    <main className="flex min-h-dvh flex-col bg-paper text-main">
      <div className="flex items-center gap-4 p-4">
        <CoverImage
          src={image}
          alt={trans('Cover of :name', { name: title })}
          kind={kind}
          className="size-20 shadow-lg shadow-black/30 min-[420px]:size-24 sm:size-28"
          eager
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {/* The site link shares the title's row, so the progress row below runs to the frame's edge. */}
          <div className="flex items-start gap-2">
            <a
              href={href}
              target="_blank"
              rel="noopener"
              className="min-w-0 flex-1 truncate text-lg font-bold text-main hover:underline"
            >
              {title}
            </a>
            <a
              href={href}
              target="_blank"
              rel="noopener"
              aria-label={trans('Open in :site', { site: siteName })}
              className="-mt-1 -mr-2 flex shrink-0 items-center gap-1.5 rounded-full p-2 text-xs font-bold text-muted hover:text-main"
            >
              <span className="max-w-32 truncate max-[480px]:hidden">{siteName}</span>
              <ExternalLink aria-hidden className="size-4" />
            </a>
          </div>
          <ArtistLinks artists={artists} className="text-sm text-muted" />
          <div className="mt-2 flex items-center gap-3">
            <PlayPauseButton
              playing={playing}
              label={
                playing
                  ? trans('Pause :name', { name: title })
                  : trans('Play :name', { name: title })
              }
              onPress={() => void toggleContext(context, () => tracks)}
            />
            <div className="min-w-0 flex-1">
              {inPlayer ? (
                <Seekbar peaks={null} />
              ) : (
                <IdleProgress duration={tracks[0]?.duration} />
              )}
            </div>
          </div>
        </div>
      </div>
      {children}
    </main>
  )
}

/**
 * Before anything plays, the seekbar's place holds an empty bar with the
 * length of what the button will play, so the frame looks the same in both
 * states and says how long the music is.
 */
function IdleProgress({ duration }: { duration: number | null | undefined }) {
  return (
    <div aria-hidden className="flex w-full items-center gap-2 text-[11px] text-muted tabular-nums">
      <span className="w-10 shrink-0 text-right">0:00</span>
      <div className="h-1 flex-1 rounded-full bg-main/20" />
      <span className="w-10 shrink-0">{formatDuration(duration)}</span>
    </div>
  )
}
