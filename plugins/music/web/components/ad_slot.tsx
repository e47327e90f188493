import { useSetting } from '@web/bootstrap/use_bootstrap.js'
import { toBoolean } from '@web/bootstrap/settings.js'
import { HtmlContent } from '@web/ui/html_content.js'

type AdValue =
  string | { image?: string | null; description?: string | null; url?: string | null } | null

/**
 * An ad slot of the spec (ads.general_top, ads.artist_top ...), drawn only
 * when the admin filled it and ads are not switched off: admin HTML
 * (sanitized), or an image with its description.
 */
export function AdSlot({
  name,
}: {
  name: 'general_top' | 'general_bottom' | 'artist_top' | 'artist_bottom' | 'album_above'
}) {
  const disabled = toBoolean(useSetting('ads.disable'))
  const value = useSetting(`ads.${name}`) as AdValue
  if (disabled || !value) return null
  return (
    <aside
      aria-label="Advertisement"
      className="flex justify-center overflow-hidden"
      data-ad-slot={name}
    >
      {typeof value === 'string' ? (
        <HtmlContent html={value} className="max-w-full" />
      ) : value.image ? (
        <a
          href={value.url ?? undefined}
          target="_blank"
          rel="noopener sponsored"
          className="block max-w-full"
        >
          <img
            src={value.image}
            alt={value.description ?? ''}
            className="max-h-[150px] max-w-full rounded-base object-contain"
          />
        </a>
      ) : null}
    </aside>
  )
}
