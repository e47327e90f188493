import { useEffect, useRef } from 'react'
import { Tab, TabList, Tabs } from 'react-aria-components'
import { cx } from '@web/ui/cx.js'

/** Tabs that are links (each tab its own URL, as the spec's tab routes want), underlined when current. */
export function PageTabs({
  label,
  selected,
  tabs,
  className,
}: {
  label: string
  selected: string
  tabs: Array<{ id: string; label: string; href: string }>
  className?: string
}) {
  const listRef = useRef<HTMLDivElement>(null)
  // On a narrow screen the strip scrolls sideways: keep the current tab in sight.
  useEffect(() => {
    listRef.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [selected])
  return (
    <Tabs selectedKey={selected} className={className}>
      <TabList
        ref={listRef}
        aria-label={label}
        // Edge to edge on phones, so a strip wider than the screen visibly runs on.
        className="-mx-4 flex scroll-px-4 gap-6 overflow-x-auto border-b border-divider px-4 [scrollbar-width:none] md:mx-0 md:scroll-px-0 md:px-0"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            href={tab.href}
            className={cx(
              'relative -mb-px shrink-0 cursor-pointer border-b-2 border-transparent py-3 text-sm font-semibold whitespace-nowrap text-muted outline-none transition-colors',
              'hover:text-main data-selected:border-primary data-selected:text-main',
              'data-focus-visible:rounded-t-base data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary'
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  )
}
