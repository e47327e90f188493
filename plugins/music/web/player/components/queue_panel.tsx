import { lazy, Suspense, useRef } from 'react'
import ListMusic from 'lucide-react/icons/list-music'
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger'
import { PressResponder } from 'react-aria/private/interactions/PressResponder'
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState'
import { useTrans } from '@web/i18n/use_trans.js'
import { IconButton } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { Tooltip } from '@web/ui/tooltip.js'
import { useOpenedOnce } from '@web/ui/use_opened_once.js'
import { usePlayer } from '../hooks/use_player.js'

/**
 * The panel (react-aria's Modal and focus handling) and the list in it (drag
 * and drop, virtualization and their strings weigh more than the whole bar)
 * load on first open, or when the button is pointed at.
 */
const loadQueuePanel = () => import('./queue_modal.js')
const QueuePanel = lazy(loadQueuePanel)
const preload = () => void loadQueuePanel().then((panel) => panel.preloadQueueList())

/**
 * The queue button and the right-hand panel it opens (what DialogTrigger
 * does): beside the page, leaving the player bar live, or `modal` over a
 * modal sheet (the now-playing view).
 */
export function QueueButton({ className, modal = false }: { className?: string; modal?: boolean }) {
  const trans = useTrans()
  const hasTrack = usePlayer((state) => state.current !== null)
  const state = useOverlayTriggerState({})
  const triggerRef = useRef<HTMLButtonElement>(null)
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef)
  const opened = useOpenedOnce(state.isOpen)
  return (
    <>
      <PressResponder {...triggerProps} ref={triggerRef} isPressed={state.isOpen}>
        <Tooltip label={trans('Queue')}>
          <IconButton
            aria-label={trans('Queue')}
            isDisabled={!hasTrack}
            onHoverStart={preload}
            onFocus={preload}
            className={cx('text-muted hover:text-main', className)}
          >
            <ListMusic />
          </IconButton>
        </Tooltip>
      </PressResponder>
      {opened && (
        <Suspense fallback={null}>
          <QueuePanel
            modal={modal}
            id={overlayProps.id}
            isOpen={state.isOpen}
            onOpenChange={state.setOpen}
          />
        </Suspense>
      )}
    </>
  )
}
