import type { ReactNode, RefObject } from 'react'
import {
  Provider,
  Tooltip as RACTooltip,
  TooltipContext,
  TooltipTriggerStateContext,
} from 'react-aria-components'
import type { TooltipTriggerAria } from 'react-aria/useTooltipTrigger'
import type { TooltipTriggerState } from 'react-stately/useTooltipTriggerState'
import { VIEWPORT_PADDING } from './popover.js'

/** Spec sections 4 and 9: top placement, 10 px offset. */
const TOOLTIP_OFFSET = 10

/** The bubble half of react-aria-components' TooltipTrigger, fed by the state tooltip.tsx owns. */
export default function TooltipBubble({
  state,
  triggerRef,
  ariaTooltipProps,
  children,
}: {
  state: TooltipTriggerState
  triggerRef: RefObject<HTMLElement | null>
  ariaTooltipProps: TooltipTriggerAria['tooltipProps']
  children: ReactNode
}) {
  return (
    <Provider
      values={[
        [TooltipTriggerStateContext, state],
        [TooltipContext, { ...ariaTooltipProps, triggerRef }],
      ]}
    >
      <RACTooltip
        placement="top"
        offset={TOOLTIP_OFFSET}
        containerPadding={VIEWPORT_PADDING}
        className="max-w-64 rounded-[calc(var(--be-radius)/2)] bg-main px-2.5 py-1.5 text-xs font-medium text-background shadow-lg data-entering:animate-fade-in data-exiting:animate-[fade-in_125ms_reverse]"
      >
        {children}
      </RACTooltip>
    </Provider>
  )
}
