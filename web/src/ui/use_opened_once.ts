import { useState } from 'react'

/**
 * True from the first time `isOpen` is, on: an overlay whose code loads
 * lazily mounts then and stays mounted, so it can play its closing
 * animation and reopen at once.
 */
export function useOpenedOnce(isOpen: boolean) {
  const [opened, setOpened] = useState(isOpen)
  if (isOpen && !opened) setOpened(true)
  return opened || isOpen
}
