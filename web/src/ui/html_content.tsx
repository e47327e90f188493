import { useMemo, type MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { cx } from './cx.js'
import { sanitizeHtml } from './sanitize_html.js'

/**
 * Admin-written HTML, sanitized, in the prose style. Links to pages of this
 * site navigate inside the app instead of reloading it.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate()
  const safeHtml = useMemo(() => sanitizeHtml(html), [html])

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a')
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    if (link.target && link.target !== '_self') return
    const url = new URL(link.href, window.location.href)
    if (url.origin !== window.location.origin) return
    event.preventDefault()
    navigate(url.pathname + url.search + url.hash)
  }

  return (
    <div
      className={cx('prose', className)}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  )
}
