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
export function pageTurn(ctx: HttpContext): Promise<void> {
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

/** Pages waiting for their turn now. */
export function pagesWaiting() {
  return waiting.length
}

function releaseOne() {
  waiting.shift()?.()
  if (waiting.length) setImmediate(releaseOne)
  else releasing = false
}
