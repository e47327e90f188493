import { useState } from 'react'
import Disc3 from 'lucide-react/icons/disc-3'
import Hash from 'lucide-react/icons/hash'
import ListMusic from 'lucide-react/icons/list-music'
import MicVocal from 'lucide-react/icons/mic-vocal'
import Music from 'lucide-react/icons/music'
import UserRound from 'lucide-react/icons/user-round'
import { cx } from '@web/ui/cx.js'

const PLACEHOLDER_ICONS = {
  track: Music,
  album: Disc3,
  artist: MicVocal,
  playlist: ListMusic,
  user: UserRound,
  genre: Hash,
  tag: Hash,
  channel: ListMusic,
} as const

export type CoverKind = keyof typeof PLACEHOLDER_ICONS

/**
 * A square cover (round for people): a quiet icon placeholder in the exact
 * box the image will fill, the image fading in over it once decoded, so
 * nothing shifts while covers load or when one is missing or broken. An
 * eager cover is usually the page's largest paint: it is fetched first and
 * shown as soon as it arrives, without the fade.
 */
export function CoverImage({
  src,
  alt,
  kind,
  round,
  className,
  eager,
}: {
  src: string | null | undefined
  alt: string
  kind: CoverKind
  round?: boolean
  className?: string
  /** Above the fold (page headers): load at once instead of lazily. */
  eager?: boolean
}) {
  const [loaded, setLoaded] = useState<string | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const Icon = PLACEHOLDER_ICONS[kind]
  const showImage = !!src && failed !== src
  return (
    <div
      className={cx(
        'relative isolate flex shrink-0 items-center justify-center overflow-hidden bg-chip text-muted',
        round ? 'rounded-full' : 'rounded-base',
        className
      )}
    >
      <Icon aria-hidden className="size-2/5 max-h-16 max-w-16 opacity-70" strokeWidth={1.5} />
      {showImage && (
        <img
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding={eager ? undefined : 'async'}
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
          // On a page drawn on the server the picture may have arrived (or failed)
          // before the app ran, when nobody listened: read how it stands.
          ref={(image) => {
            if (!image?.complete || loaded === src) return
            if (image.naturalWidth > 0) setLoaded(src)
            else if (image.currentSrc) setFailed(src)
          }}
          className={cx(
            'absolute inset-0 size-full object-cover',
            !eager && 'transition-opacity duration-300',
            eager || loaded === src ? 'opacity-100' : 'opacity-0'
          )}
        />
      )}
      {!showImage && <span className="sr-only">{alt}</span>}
    </div>
  )
}
