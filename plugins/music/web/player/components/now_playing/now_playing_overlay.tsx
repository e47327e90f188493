import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'react-router'
import { useOpenedOnce } from '@web/ui/use_opened_once.js'
import { usePlayer } from '../../hooks/use_player.js'

/**
 * The modal (react-aria's Modal and focus handling) and the view's lyrics and
 * layout are not needed until it opens: loaded then, or when a trigger is
 * pointed at.
 */
const loadModal = () => import('./now_playing_modal.js')
const NowPlayingModal = lazy(loadModal)

export function preloadNowPlaying() {
  void loadModal().then((modal) => modal.preloadView())
}

/**
 * Whether the now-playing view is open. It closes by itself when the page
 * changes (a link inside it was followed) or the queue empties, so no stale
 * view comes back with the browser's back button.
 */
export function useNowPlayingState() {
  const { key } = useLocation()
  const hasTrack = usePlayer((state) => state.current !== null)
  const [state, setState] = useState({ open: false, key })
  if (state.key !== key) setState({ open: false, key })
  return {
    isOpen: state.open && state.key === key && hasTrack,
    open: () => setState({ open: true, key }),
    setOpen: (open: boolean) => setState({ open, key }),
  }
}

/** The now-playing view, mounted from its first opening on. */
export function NowPlayingOverlay({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  if (!useOpenedOnce(isOpen)) return null
  return (
    <Suspense fallback={null}>
      <NowPlayingModal isOpen={isOpen} onOpenChange={onOpenChange} />
    </Suspense>
  )
}
