import { createContext, useContext, useEffect } from 'react'

/**
 * Asked before the app navigates: calls `proceed` to let the navigation
 * happen (now or after asking the person), or never to stay. `pathname` is
 * where it goes (null when unknown: `navigate(-1)`).
 */
export type NavigationBlocker = (proceed: () => void, pathname: string | null) => void

/**
 * The app's navigations pass through here (BrowserNavigation wraps
 * react-router's navigator with it and undoes a blocked back/forward). The
 * app keeps its own `<Router>` rather than a data router, so react-router's
 * `useBlocker` is not available; this is its small equivalent.
 */
export class NavigationGuard {
  #blockers = new Set<NavigationBlocker>()
  /** A navigation a blocker let through: the history event it causes must not be asked about again. */
  #lettingThrough = false
  /** The history event of undoing a blocked back/forward, which must change nothing. */
  #undoingPop = false

  block(blocker: NavigationBlocker) {
    this.#blockers.add(blocker)
    return () => void this.#blockers.delete(blocker)
  }

  /** Runs `navigate` at once, or once the last registered blocker lets it. */
  attempt(pathname: string | null, navigate: () => void) {
    const blocker = [...this.#blockers].at(-1)
    if (!blocker || this.#lettingThrough) return navigate()
    blocker(() => {
      this.#lettingThrough = true
      navigate()
    }, pathname)
  }

  /**
   * A history event arrived. Back/forward (`POP`) has already moved the
   * browser, so a blocked one is undone (`go(-delta)`) and asked about; the
   * answer redoes it. Returns whether the app should follow the event.
   */
  follow(action: string, pathname: string, delta: number | undefined, go: (delta: number) => void) {
    const lettingThrough = this.#lettingThrough
    this.#lettingThrough = false
    if (action !== 'POP' || lettingThrough) return true
    if (this.#undoingPop) {
      this.#undoingPop = false
      return false
    }
    if (!delta || !this.#blockers.size) return true
    this.#undoingPop = true
    go(-delta)
    this.attempt(pathname, () => go(delta))
    return false
  }
}

export const NavigationGuardContext = createContext<NavigationGuard | null>(null)

/**
 * Registers a blocker for as long as the component lives (forms with unsaved
 * changes). Outside the browser's navigation (the server renderer) it does
 * nothing.
 */
export function useNavigationBlocker(blocker: NavigationBlocker) {
  const guard = useContext(NavigationGuardContext)
  useEffect(() => guard?.block(blocker), [guard, blocker])
}
