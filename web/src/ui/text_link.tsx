import { Link as RACLink, type LinkProps } from 'react-aria-components'
import { cx } from './cx.js'

/** Reads as a link in running text: the main text colour, underlined on hover. */
export const inlineLinkClasses =
  'cursor-pointer rounded-[calc(var(--be-radius)/2)] font-semibold text-main underline-offset-4 transition-colors hover:underline data-disabled:cursor-not-allowed data-disabled:text-disabled data-disabled:no-underline'

/** An inline link in running text: the main text colour, underlined on hover, app-routed when internal. */
export function TextLink({
  className,
  ...props
}: Omit<LinkProps, 'className'> & { className?: string }) {
  return <RACLink {...props} className={cx(inlineLinkClasses, className)} />
}
