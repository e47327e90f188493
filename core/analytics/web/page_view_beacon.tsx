import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'

/**
 * Reports each page the app shows to the server's first-party counter
 * (POST analytics/page-views): the first one with the address the visitor
 * came from, later ones (client-side navigations) without. A change of the
 * query string or the hash alone is the same page. Draws nothing; the
 * server decides what is counted (no bots, no admin pages, Do Not Track).
 */
export default function PageViewBeacon() {
  const api = useService(API_CLIENT)
  const { pathname } = useLocation()
  const first = useRef(true)

  useEffect(() => {
    const referrer = first.current ? document.referrer || null : null
    first.current = false
    // Counting must never bother the visitor: a refused or failed report is dropped.
    api.post('analytics/page-views', { path: pathname, referrer }).catch(() => {})
  }, [api, pathname])

  return null
}
