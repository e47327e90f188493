import { Children, useEffect, useRef, useState, type ReactNode } from 'react'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { useTrans } from '@web/i18n/use_trans.js'
import { IconButton } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'

/**
 * One row of cards that scrolls sideways: by touch or trackpad, by the
 * arrow buttons, and by keyboard (the row takes focus; arrow keys, Home and
 * End scroll it, Tab walks its cards and scrolls each into view).
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const trans = useTrans()
  const scroller = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: false })

  useEffect(() => {
    const element = scroller.current!
    const update = () =>
      setEdges({
        start: element.scrollLeft <= 4,
        end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 4,
      })
    update()
    element.addEventListener('scroll', update, { passive: true })
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      observer.disconnect()
    }
  }, [])

  const page = (direction: 1 | -1) => {
    const element = scroller.current!
    element.scrollBy({ left: direction * element.clientWidth * 0.85, behavior: 'smooth' })
  }

  return (
    <div className="group/carousel relative -mx-3">
      <ul
        ref={scroller}
        aria-label={label}
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.target !== event.currentTarget) return
          if (event.key === 'ArrowRight') page(1)
          else if (event.key === 'ArrowLeft') page(-1)
          else return
          event.preventDefault()
        }}
        className="flex snap-x snap-mandatory scroll-px-3 gap-1 overflow-x-auto overscroll-x-contain rounded-base [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {Children.map(children, (child) => (
          <li className="w-[44%] shrink-0 snap-start sm:w-[200px]">{child}</li>
        ))}
      </ul>
      <NavButton
        side="start"
        hidden={edges.start}
        label={trans('Scroll back')}
        onPress={() => page(-1)}
      >
        <ChevronLeft aria-hidden />
      </NavButton>
      <NavButton
        side="end"
        hidden={edges.end}
        label={trans('Scroll forward')}
        onPress={() => page(1)}
      >
        <ChevronRight aria-hidden />
      </NavButton>
    </div>
  )
}

function NavButton({
  side,
  hidden,
  label,
  onPress,
  children,
}: {
  side: 'start' | 'end'
  hidden: boolean
  label: string
  onPress: () => void
  children: ReactNode
}) {
  if (hidden) return null
  return (
    <div
      className={cx(
        'absolute top-[calc(50%-2.5rem)] z-20 opacity-0 transition-opacity group-hover/carousel:opacity-100 focus-within:opacity-100 max-md:hidden',
        side === 'start' ? 'left-1' : 'right-1'
      )}
    >
      {/* The keyboard scrolls the row itself; these are for the pointer. */}
      <IconButton
        aria-label={label}
        variant="secondary"
        excludeFromTabOrder
        onPress={onPress}
        className="bg-paper/95 shadow-lg shadow-black/30 hover:bg-paper"
      >
        {children}
      </IconButton>
    </div>
  )
}
