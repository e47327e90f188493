import { availableParallelism } from 'node:os'
import server from '@adonisjs/core/services/server'
import logger from '@adonisjs/core/services/logger'
import type { HttpContext } from '@adonisjs/core/http'
import { appUrl } from '#config/app'
import type { BootstrapData } from '../shared/bootstrap_data.js'
import type { ServerRenderedPage } from '../shared/server_render.js'
import { loadServerRenderer } from './server_renderer.js'
import { pagesInHand, recentPages, waitedForTurn } from './page_turns.js'

/** Past this, the visitor gets the page drawn in the browser instead of waiting longer. */
const RENDER_BUDGET_MS = 2000

/**
 * Pages drawn at once, at most. A draw is ~10-40 ms of JavaScript on the
 * event loop plus the loopback API calls of its loaders; 100 visitors
 * drawing at once left every other request (the API, /health) waiting
 * seconds behind them. Past this many, a visitor gets the plain shell at
 * once and the browser draws the page: the server keeps answering.
 */
const MAX_CONCURRENT_DRAWS = availableParallelism()
let drawing = 0

/**
 * A page that waited longer than this behind other pages for its turn
 * (page_turns.ts) is not drawn either: pages are queuing, and a draw would
 * make every page behind it wait longer still. (A lone page that waited for
 * a busy event loop is drawn.)
 */
const MAX_TURN_WAIT_MS = 50

/**
 * A signed-in person's page is drawn only on a server doing little else
 * with pages: no draw running, no other page waiting or in progress, and
 * no more than MAX_RECENT_PAGES_TO_DRAW pages started over the last second
 * or two (a process short of CPU holds few of a flood's pages at a time).
 * Their pages are drawn per person (never kept), each draw 10-40 ms of the
 * event loop that every API request behind it waits for: under a flood of
 * signed-in pages a fifth to a third of them were still drawn, and the
 * API's p95 went from 2.8 to 17.5 ms. The plain shell they get instead is
 * composed from kept parts (signed_in_shells.ts); their browser draws it.
 */
const MAX_RECENT_PAGES_TO_DRAW = 20

function idle() {
  return drawing === 0 && pagesInHand() <= 1 && recentPages() <= MAX_RECENT_PAGES_TO_DRAW
}

/**
 * What drawing a page gave: the page, or null for the browser to draw it.
 * `final` is false when that null says nothing about the page (the server
 * was busy, the draw failed or took too long): such an answer must not be
 * kept in place of the drawn page.
 */
export interface PageDrawing {
  page: ServerRenderedPage | null
  final: boolean
}

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
 * wrong (or takes too long), and a server already drawing its share of
 * pages, leaves the page to be drawn in the browser. `notFound`: the SEO
 * resolvers found nothing at this URL, so the not-found page is drawn
 * without asking the API.
 */
export async function prerenderPage(ctx: HttpContext, bootstrap: BootstrapData, notFound = false): Promise<PageDrawing> {
  if (ctx.request.method() !== 'GET') return { page: null, final: true }
  const [render, origin] = [(await loadServerRenderer())?.renderPage, ownOrigin()]
  if (!render || !origin) return { page: null, final: true }
  if (ctx.auth.user ? !idle() : drawing >= MAX_CONCURRENT_DRAWS || waitedForTurn(ctx) > MAX_TURN_WAIT_MS)
    return { page: null, final: false }

  drawing++
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), RENDER_BUDGET_MS)
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
    const page = await Promise.race([rendering, timedOut])
    return page === 'timed out' ? { page: null, final: false } : { page, final: true }
  } catch (error) {
    logger.warn({ err: error, url: ctx.request.url() }, 'server rendering failed; the browser draws the page')
    return { page: null, final: false }
  } finally {
    drawing--
    clearTimeout(timer)
  }
}
