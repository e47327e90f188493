import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while React draws a page on the server and while the browser
 * hydrates that drawing; true from then on (and from the start on a page the
 * browser draws itself). What only the browser knows (stored choices, the
 * history's position) waits for it, so hydration meets the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false
  )
}
