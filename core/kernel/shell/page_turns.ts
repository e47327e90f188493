import type { HttpContext } from '@adonisjs/core/http'

/**
 * Pages wait their turn behind everything else. Under a flood of page
 * requests (a crawler, link previews) the event loop handles each batch of
 * ready sockets in order, so an API call or /health arriving with 100 page
 * requests waited for all of them. A page's work starts only from a
 * setImmediate, one page per turn of the event loop: each turn first runs
 * whatever else arrived (API requests, the pages' own loopback API calls),
 * then one page.
 */
const waiting: Array<() => void> = []
let releasing = false
const waited = new WeakMap<HttpContext, number>()

/** Resolves when it is `ctx`'s page's turn. */
function pageTurn(ctx: HttpContext): Promise<void> {
  const queuedAt = performance.now()
  const behindOthers = waiting.length > 0
  return new Promise((resolve) => {
    waiting.push(() => {
      // A page alone in the queue waited for the event loop, not for other pages.
      if (behindOthers) waited.set(ctx, performance.now() - queuedAt)
      resolve()
    })
    if (!releasing) {
      releasing = true
      setImmediate(releaseOne)
    }
  })
}

/** How long `ctx`'s page waited behind other pages for its turn, in ms: how busy the server is with pages. */
export function waitedForTurn(ctx: HttpContext) {
  return waited.get(ctx) ?? 0
}

let inProgress = 0
/** Pages that took their turn in this second of the clock and in the one before. */
const started = { second: 0, current: 0, previous: 0 }

function rollTo(second: number) {
  if (second === started.second) return
  started.previous = second === started.second + 1 ? started.current : 0
  started.current = 0
  started.second = second
}

/** Runs `page` at `ctx`'s turn, counted among the pages in progress until it is done. */
export async function inPageTurn<T>(ctx: HttpContext, page: () => Promise<T>): Promise<T> {
  await pageTurn(ctx)
  rollTo(Math.floor(Date.now() / 1000))
  started.current++
  inProgress++
  try {
    return await page()
  } finally {
    inProgress--
  }
}

/**
 * Pages the server is busy with: waiting for their turn, or past it and not
 * answered yet (their session, data and SEO lookups interleave, so under a
 * flood the queue itself is often empty while dozens are in progress).
 */
export function pagesInHand() {
  return waiting.length + inProgress
}

/**
 * Pages started over the last one to two seconds: a flood shows here even
 * when the process, short of CPU, holds few of them at a time (the rest wait
 * in the sockets, unread).
 */
export function recentPages() {
  rollTo(Math.floor(Date.now() / 1000))
  return started.current + started.previous
}

function releaseOne() {
  waiting.shift()?.()
  if (waiting.length) setImmediate(releaseOne)
  else releasing = false
}
