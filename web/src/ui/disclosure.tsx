import type { ReactNode } from 'react'
import ChevronRight from 'lucide-react/icons/chevron-right'
import {
  Button as RACButton,
  Disclosure as RACDisclosure,
  DisclosurePanel as RACDisclosurePanel,
  Heading,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components'
import { cx } from './cx.js'

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children' | 'className'> {
  /** What the trigger shows (beside the chevron); its text is the button's accessible name. */
  title: ReactNode
  children: ReactNode
  className?: string
  /** The heading level of the trigger, for the page's outline. */
  level?: 2 | 3 | 4
}

/** A section that opens and closes from its title row (react-aria Disclosure). */
export function Disclosure({ title, children, className, level = 3, ...props }: DisclosureProps) {
  return (
    <RACDisclosure {...props} className={cx('group', className)}>
      <Heading level={level} className="m-0">
        <RACButton
          slot="trigger"
          className={cx(
            'flex w-full cursor-default items-center gap-3 rounded-base px-3 py-2.5 text-start outline-none transition-colors',
            'hover:bg-main/5 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary'
          )}
        >
          <ChevronRight
            aria-hidden
            className="size-4 shrink-0 text-muted transition-transform group-data-expanded:rotate-90"
          />
          {title}
        </RACButton>
      </Heading>
      <RACDisclosurePanel>{children}</RACDisclosurePanel>
    </RACDisclosure>
  )
}
