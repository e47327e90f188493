import { Popover as RACPopover, type PopoverProps as RACPopoverProps } from 'react-aria-components'
import { cx } from './cx.js'

/** Spec section 9: popups keep 16 px from the viewport edge. */
export const VIEWPORT_PADDING = 16

const popupSurfaceClasses =
  'rounded-base border border-divider bg-paper text-main shadow-2xl shadow-black/40'

export function Popover({
  className,
  ...props
}: Omit<RACPopoverProps, 'className'> & { className?: string }) {
  return (
    <RACPopover
      offset={8}
      containerPadding={VIEWPORT_PADDING}
      {...props}
      className={cx(
        popupSurfaceClasses,
        'overflow-auto outline-none data-entering:animate-fade-in',
        className
      )}
    />
  )
}
