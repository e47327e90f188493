import { Button as RACButton, type ButtonProps } from 'react-aria-components'
import { cx } from './cx.js'

/** A button that reads like a link in running text ("Use a recovery code"): an action, not a place. */
export function LinkButton({
  className,
  ...props
}: Omit<ButtonProps, 'className'> & { className?: string }) {
  return (
    <RACButton
      {...props}
      className={cx(
        'cursor-pointer rounded-[calc(var(--be-radius)/2)] font-semibold text-main underline-offset-4 transition-colors hover:underline data-disabled:cursor-not-allowed data-disabled:text-disabled data-disabled:no-underline',
        className
      )}
    />
  )
}
