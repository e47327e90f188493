import ExternalLink from 'lucide-react/icons/external-link'
import { cx } from '@web/ui/cx.js'
import type { Profile } from '../../../../shared/api_types.js'

/** Only web links become anchors: anything else (a stored javascript: URL) is shown as text. */
function isWebUrl(url: string) {
  return /^https?:\/\//i.test(url)
}

/** The links a person lists on their profile, as chips opening in a new tab. */
export function ProfileLinks({
  links,
  className,
}: {
  links: Profile['profile']['links']
  className?: string
}) {
  const safe = links.filter((link) => isWebUrl(link.url))
  if (!safe.length) return null
  return (
    <ul className={cx('flex flex-wrap justify-center gap-2 md:justify-start', className)}>
      {safe.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="inline-flex items-center gap-1.5 rounded-full bg-chip px-3 py-1.5 text-xs font-semibold text-main outline-none hover:bg-main/15 focus-visible:ring-2 focus-visible:ring-primary"
          >
            <ExternalLink aria-hidden className="size-3.5" />
            {link.title}
          </a>
        </li>
      ))}
    </ul>
  )
}
