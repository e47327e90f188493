import server from '@adonisjs/core/services/server'
import logger from '@adonisjs/core/services/logger'
import type { HttpContext } from '@adonisjs/core/http'
import { appUrl } from '#config/app'
import type { BootstrapData } from '../shared/bootstrap_data.js'
import type { ServerRenderedPage } from '../shared/server_render.js'
import { loadServerRenderer } from './server_renderer.js'

/** Past this, the visitor gets the page drawn in the browser instead of waiting longer. */
const RENDER_BUDGET_MS = 2000

/**
 * This server's own address, for the renderer's API calls: they go through
 * the whole HTTP stack (auth, permissions, serialization) exactly as the
 * browser's would.
 */
function ownOrigin() {
  const address = server.getNodeServer()?.address()
  if (!address || typeof address === 'string') return null
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address
  return `http://${host}:${address.port}`
}

/**
 * The renderer reaches this server only: a URL that resolves elsewhere is
 * refused, never fetched. Its calls carry the visitor's cookies, so a
 * signed-in page is drawn with what that person may see (their private
 * playlists, their likes), checked by the API as for the browser's own calls.
 */
function ownApiFetch(origin: string, cookie: string | undefined, url: string, init?: RequestInit) {
  const target = new URL(url, origin)
  if (target.origin !== origin) return Promise.reject(new Error(`Refused to fetch ${target.origin}`))
  const headers = new Headers(init?.headers)
  if (cookie) headers.set('cookie', cookie)
  return fetch(target, { ...init, headers })
}

/** The Cookie header's values as the browser's document.cookie shows them (not decoded). */
function requestCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=')
    if (separator > 0) cookies[pair.slice(0, separator).trim()] = pair.slice(separator + 1).trim()
  }
  return cookies
}

/**
 * Draws the page on the server (first visits, link previews, search engines,
 * and signed-in people's pages with their own data), so the page and its
 * largest picture show before the JavaScript has run. Anything that goes
 * wrong (or takes too long) leaves the page to be drawn in the browser.
 * `notFound`: the SEO resolvers found nothing at this URL, so the not-found
 * page is drawn without asking the API.
 */
export async function prerenderPage(
  ctx: HttpContext,
  bootstrap: BootstrapData,
  notFound = false
): Promise<ServerRenderedPage | null> {
  if (ctx.request.method() !== 'GET') return null
  const [render, origin] = [(await loadServerRenderer())?.renderPage, ownOrigin()]
  if (!render || !origin) return null

  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS)
  })
  try {
    const rendering = render({
      url: ctx.request.url(true),
      origin: new URL(appUrl).origin,
      bootstrap,
      fetch: (input, init) => ownApiFetch(origin, ctx.request.header('cookie'), String(input), init),
      cookies: requestCookies(ctx.request.header('cookie')),
      reportError: (error) =>
        logger.warn({ err: error, url: ctx.request.url() }, 'part of a page failed on the server'),
      notFound,
    })
    return await Promise.race([rendering, timedOut])
  } catch (error) {
    logger.warn({ err: error, url: ctx.request.url() }, 'server rendering failed; the browser draws the page')
    return null
  } finally {
    clearTimeout(timer)
  }
}
