import { useSetting } from '@web/bootstrap/use_bootstrap.js'
import { toBoolean } from '@web/bootstrap/settings.js'
import type { AdContent } from '../../../../core/ads/shared/ad_types.js'

/**
 * An ad slot of the spec (ads.general_top, ads.artist_top ...), filled on
 * the admin's ads screen: drawn only while the admin switched it on, gave it
 * an image, and ads are not all off. The description is the image's
 * alternative text; the link opens in a new tab.
 */
export function AdSlot({
  name,
}: {
  name: 'general_top' | 'general_bottom' | 'artist_top' | 'artist_bottom' | 'album_above'
}) {
  const disabled = toBoolean(useSetting('ads.disable'))
  const ad = useSetting(`ads.${name}`) as Partial<AdContent> | null
  if (disabled || !ad || typeof ad !== 'object' || ad.enabled !== true || !ad.image) return null
  const image = (
    <img
      src={ad.image}
      alt={ad.description ?? ''}
      className="max-h-[150px] max-w-full rounded-base object-contain"
    />
  )
  return (
    <aside
      aria-label="Advertisement"
      className="flex justify-center overflow-hidden"
      data-ad-slot={name}
    >
      {ad.url ? (
        <a href={ad.url} target="_blank" rel="noopener sponsored" className="block max-w-full">
          {image}
        </a>
      ) : (
        image
      )}
    </aside>
  )
}
