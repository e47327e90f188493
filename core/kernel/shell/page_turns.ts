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

export function pageTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve)
    if (!releasing) {
      releasing = true
      setImmediate(releaseOne)
    }
  })
}

function releaseOne() {
  waiting.shift()?.()
  if (waiting.length) setImmediate(releaseOne)
  else releasing = false
}
