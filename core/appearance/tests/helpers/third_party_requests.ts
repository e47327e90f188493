import type { Page } from 'playwright-core'
import { serverUrl } from '#tests/helpers/http_client'

/** Requests a page sends away from the test server, gathered as it goes (the site must send none: fonts are self-hosted). */
export function watchThirdPartyRequests(page: Page) {
  const local = new URL(serverUrl('')).host
  const leaving: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.host !== local) leaving.push(request.url())
  })
  return leaving
}
