import { lazy, Suspense, useRef, type ReactElement, type ReactNode } from 'react'
// The same provider react-aria-components' TooltipTrigger hands its focus and hover handlers down with.
import { FocusableProvider } from 'react-aria/private/interactions/useFocusable'
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger'
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState'
import { useOpenedOnce } from './use_opened_once.js'

/** The bubble (overlay container and positioning) loads the first time a tooltip shows. */
const TooltipBubble = lazy(() => import('./tooltip_bubble.js'))

/** Spec sections 4 and 9: 1500 ms delay, 500 ms grace. */
const TOOLTIP_DELAY = 1500
const TOOLTIP_CLOSE_DELAY = 500

/**
 * Wraps a focusable element (usually an IconButton): react-aria-components'
 * TooltipTrigger, with the bubble in a lazily loaded part. react-aria keeps
 * one tooltip open at a time and, once one has opened, shows the next ones
 * immediately while the pointer moves between triggers.
 */
export function Tooltip({ label, children }: { label: ReactNode; children: ReactElement }) {
  const props = { delay: TOOLTIP_DELAY, closeDelay: TOOLTIP_CLOSE_DELAY }
  const state = useTooltipTriggerState(props)
  const triggerRef = useRef<HTMLElement>(null)
  const { triggerProps, tooltipProps } = useTooltipTrigger(props, state, triggerRef)
  const shown = useOpenedOnce(state.isOpen)

  return (
    <>
      <FocusableProvider {...triggerProps} ref={triggerRef}>
        {children}
      </FocusableProvider>
      {shown && (
        <Suspense fallback={null}>
          <TooltipBubble state={state} triggerRef={triggerRef} ariaTooltipProps={tooltipProps}>
            {label}
          </TooltipBubble>
        </Suspense>
      )}
    </>
  )
}
