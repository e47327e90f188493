import type { ReactElement, ReactNode } from 'react'
import { Tooltip as RACTooltip, TooltipTrigger } from 'react-aria-components'
import { VIEWPORT_PADDING } from './popover.js'

/** Spec sections 4 and 9: 1500 ms delay, 500 ms grace, top placement, 10 px offset. */
const TOOLTIP_DELAY = 1500
const TOOLTIP_CLOSE_DELAY = 500
const TOOLTIP_OFFSET = 10

/**
 * Wraps a focusable element (usually an IconButton). react-aria keeps one
 * tooltip open at a time and, once one has opened, shows the next ones
 * immediately while the pointer moves between triggers.
 */
export function Tooltip({ label, children }: { label: ReactNode; children: ReactElement }) {
  return (
    <TooltipTrigger delay={TOOLTIP_DELAY} closeDelay={TOOLTIP_CLOSE_DELAY}>
      {children}
      <RACTooltip
        placement="top"
        offset={TOOLTIP_OFFSET}
        containerPadding={VIEWPORT_PADDING}
        className="max-w-64 rounded-[calc(var(--be-radius)/2)] bg-main px-2.5 py-1.5 text-xs font-medium text-background shadow-lg data-entering:animate-fade-in data-exiting:animate-[fade-in_125ms_reverse]"
      >
        {label}
      </RACTooltip>
    </TooltipTrigger>
  )
}
