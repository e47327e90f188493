import { useLayoutEffect } from 'react'
import type { Location, NavigationType } from 'react-router'

const STORAGE_KEY = 'cadenza.scroll-positions'
/** Enough for a long browsing session; older entries are dropped first. */
const MAX_POSITIONS = 100

function readStored(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]'))
  } catch {
    return new Map()
  }
}

/**
 * Where each history entry was scrolled to, so Back lands where the
 * listener left (also after a reload: kept in sessionStorage on pagehide).
 * The document itself scrolls (see RootLayout).
 */
export class ScrollPositions {
  readonly #positions = readStored()

  constructor() {
    window.history.scrollRestoration = 'manual'
    window.addEventListener('pagehide', () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...this.#positions]))
      } catch {
        // Storage full or blocked: positions are a nicety.
      }
    })
  }

  /** Call just before leaving `location`. */
  remember(location: Pick<Location, 'key'>) {
    this.#positions.delete(location.key)
    this.#positions.set(location.key, window.scrollY)
    if (this.#positions.size > MAX_POSITIONS)
      this.#positions.delete(this.#positions.keys().next().value!)
  }

  position(location: Pick<Location, 'key'>) {
    return this.#positions.get(location.key)
  }
}

/**
 * After each navigation has drawn its page: Back/Forward (and reloads) go
 * to the remembered position, a #fragment to its element, anything else to
 * the top.
 */
export function useScrollRestoration(
  positions: ScrollPositions,
  location: Location,
  action: NavigationType
) {
  // Statements only: browsers' scroll methods may return promises, and an
  // effect must return nothing but a cleanup function.
  useLayoutEffect(() => {
    const remembered = action === 'POP' ? positions.position(location) : undefined
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))
    if (remembered !== undefined) window.scrollTo(0, remembered)
    else if (target) target.scrollIntoView()
    else if (action !== 'POP') window.scrollTo(0, 0)
  }, [positions, location, action])
}
