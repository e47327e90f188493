import { useSyncExternalStore } from 'react'

/** Tailwind's `md` breakpoint (--breakpoint-md in app.css): the desktop layout from here on. */
export const DESKTOP_QUERY = '(min-width: 48.0625rem)'

/**
 * Whether a media query matches, following changes (window resized, device
 * turned). `serverGuess` stands in where there is no window: on the server
 * renderer, and while the browser hydrates what it drew.
 */
export function useMediaQuery(query: string, serverGuess: boolean) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => serverGuess
  )
}
