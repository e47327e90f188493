import { Button as RACButton, type ButtonProps } from 'react-aria-components'
import { cx } from './cx.js'
import { inlineLinkClasses } from './text_link.js'

/** A button that reads like a link in running text ("Use a recovery code"): an action, not a place. */
export function LinkButton({
  className,
  ...props
}: Omit<ButtonProps, 'className'> & { className?: string }) {
  return <RACButton {...props} className={cx(inlineLinkClasses, className)} />
}
