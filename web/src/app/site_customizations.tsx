import { useLayoutEffect } from 'react'
import { useBootstrap } from '../bootstrap/use_bootstrap.js'
import { useHydrated } from '../platform/use_hydrated.js'
import { applyCustomCode } from './custom_code.js'

const DEFAULT_FAVICON = '/favicon.svg'

/**
 * Puts the site's own favicon and custom code (settings branding.favicon and
 * custom_code, from the appearance editor) on the page, and follows them as
 * the bootstrap data changes (the editor's preview changes it live).
 */
export function SiteCustomizations() {
  const { settings } = useBootstrap()
  const hydrated = useHydrated()
  const favicon: string | null = settings.branding?.favicon ?? null
  const css: string = settings.custom_code?.css ?? ''
  const html: string = settings.custom_code?.html ?? ''

  useLayoutEffect(() => {
    if (!hydrated) return
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
    if (!link) return
    link.href = favicon || DEFAULT_FAVICON
    if (favicon) link.removeAttribute('type')
  }, [favicon, hydrated])
  useLayoutEffect(() => {
    if (hydrated) applyCustomCode('css', css)
  }, [css, hydrated])
  useLayoutEffect(() => {
    if (hydrated) applyCustomCode('html', html)
  }, [html, hydrated])
  return null
}
