import { useEffect } from 'react'
import { useBootstrap } from '../bootstrap/use_bootstrap.js'

/**
 * Keeps the tab title in step with in-app navigation ("About us - Cadenza").
 * The server writes the title of the first page itself, with full SEO tags.
 */
export function useDocumentTitle(title: string | null | undefined) {
  const siteName = useBootstrap().branding.site_name
  useEffect(() => {
    if (title === undefined) return
    document.title = title ? `${title} - ${siteName}` : siteName
  }, [title, siteName])
}
