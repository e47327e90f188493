import { useState } from 'react'
import Music from 'lucide-react/icons/music'
import { cx } from '@web/ui/cx.js'

/** A track's cover; a quiet placeholder while it loads, when there is none, or when it fails. */
export function Cover({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null)
  const [loaded, setLoaded] = useState<string | null>(null)
  const showImage = src && failed !== src
  return (
    <div
      className={cx(
        'relative flex shrink-0 items-center justify-center overflow-hidden rounded-[calc(var(--be-radius)/2)] bg-chip text-muted',
        className
      )}
    >
      <Music aria-hidden className="size-1/2 max-w-6" />
      {showImage && (
        <img
          src={src}
          alt={alt}
          decoding="async"
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
          className={cx(
            'absolute inset-0 size-full object-cover transition-opacity duration-300',
            loaded === src ? 'opacity-100' : 'opacity-0'
          )}
        />
      )}
    </div>
  )
}
