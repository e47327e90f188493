import { useEffect, useRef } from 'react'
import { shortcutFor, TYPING_TARGETS } from '../shortcuts.js'
import { usePlayerEngine } from './use_player.js'

/**
 * Listens for the player's keyboard shortcuts anywhere on the page. Keys go
 * to whatever has focus first: nothing happens while typing, and a focused
 * slider or list keeps its arrows, a focused button its space.
 */
export function usePlayerShortcuts(onLike?: () => void) {
  const engine = usePlayerEngine()
  const likeRef = useRef(onLike)
  useEffect(() => {
    likeRef.current = onLike
  })

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return
      const shortcut = shortcutFor(event)
      if (!shortcut) return
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest(TYPING_TARGETS)) return
      if (shortcut.ownedBy && target?.closest(shortcut.ownedBy)) return
      event.preventDefault()
      shortcut.run(engine, likeRef.current)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [engine])
}
