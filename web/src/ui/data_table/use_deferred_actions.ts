import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useService } from '../../kernel/services_context.js'
import { CLOCK } from '../../services/tokens.js'
import { DeferredActions, type DeferredActionsEvents } from './deferred_actions.js'

/**
 * A table's confirmed bulk actions waiting out their undo window (see
 * DeferredActions). Whatever still waits is sent when the table goes away
 * (navigation inside the app) and, with keepalive, when the page is closed
 * or reloaded: leaving never silently cancels an action nobody undid.
 */
export function useDeferredActions(events: DeferredActionsEvents) {
  const clock = useService(CLOCK)
  // The handlers of the latest render (they close over the current query and toasts).
  const latestEvents = useRef(events)
  useEffect(() => {
    latestEvents.current = events
  })
  const [actions] = useState(
    () =>
      new DeferredActions(clock, {
        committed: (action) => latestEvents.current.committed(action),
        failed: (action, error) => latestEvents.current.failed(action, error),
      })
  )
  const pending = useSyncExternalStore(actions.subscribe, actions.getSnapshot, actions.getSnapshot)

  useEffect(() => {
    const onPageHide = () => actions.flush(true)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      actions.flush(false)
    }
  }, [actions])

  return { actions, pending }
}
