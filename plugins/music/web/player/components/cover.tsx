import { useState } from 'react'
import Music from 'lucide-react/icons/music'
import { cx } from '@web/ui/cx.js'

/**
 * A track's cover; a quiet placeholder while it loads, when there is none, or
 * when it fails. `large` is the artwork of the now-playing view.
 */
export function Cover({
  src,
  alt,
  className,
  large,
}: {
  src: string | null
  alt: string
  className?: string
  large?: boolean
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const [loaded, setLoaded] = useState<string | null>(null)
  const showImage = src && failed !== src
  return (
    <div
      className={cx(
        'relative flex shrink-0 items-center justify-center overflow-hidden bg-chip text-muted',
        large ? 'rounded-base' : 'rounded-[calc(var(--be-radius)/2)]',
        className
      )}
    >
      <Music aria-hidden className={large ? 'size-1/4' : 'size-1/2 max-w-6'} />
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
