import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components'
import { cx } from './cx.js'

export function Tabs({
  className,
  ...props
}: Omit<TabsProps, 'className'> & { className?: string }) {
  return <RACTabs {...props} className={cx('flex flex-col', className)} />
}

export function TabList<T extends object>({
  className,
  ...props
}: Omit<TabListProps<T>, 'className'> & { className?: string }) {
  return <RACTabList {...props} className={cx('flex gap-6 border-b border-divider', className)} />
}

export function Tab({ className, ...props }: Omit<TabProps, 'className'> & { className?: string }) {
  return (
    <RACTab
      {...props}
      className={cx(
        'relative -mb-px cursor-default border-b-2 border-transparent py-3 text-sm font-semibold text-muted outline-none transition-colors',
        'hover:text-main data-selected:border-primary data-selected:text-main data-disabled:text-disabled',
        'data-focus-visible:rounded-t-base data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary',
        className
      )}
    />
  )
}

export function TabPanel({
  className,
  ...props
}: Omit<TabPanelProps, 'className'> & { className?: string }) {
  return <RACTabPanel {...props} className={cx('pt-6 outline-none', className)} />
}
