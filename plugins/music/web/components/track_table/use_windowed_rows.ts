import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react'

export interface RowWindow {
  /** First row to render. */
  start: number
  /** One past the last row to render. */
  end: number
}

/** The top bar the page scrolls under, and the bars fixed at the bottom (--bottom-chrome). */
function viewportInsets() {
  const root = document.documentElement
  const bottom = Number.parseFloat(getComputedStyle(root).getPropertyValue('--bottom-chrome')) || 0
  const top = document.querySelector('header.sticky')?.getBoundingClientRect().height ?? 0
  return { top, bottom }
}

/**
 * Windowing for a list of fixed-height rows inside the scrolling document:
 * only the rows in (or near) the viewport are rendered, positioned in a box
 * as tall as all of them, so 5,000 rows cost what 30 do. Scroll and resize
 * are read once per animation frame; the state changes only when the
 * window of rows does.
 */
export function useWindowedRows(
  listRef: RefObject<HTMLElement | null>,
  { count, rowHeight, overscan = 8 }: { count: number; rowHeight: number; overscan?: number }
) {
  const [rows, setWindow] = useState<RowWindow>({ start: 0, end: Math.min(count, 30) })
  const frame = useRef(0)

  const measure = useCallback(() => {
    frame.current = 0
    const list = listRef.current
    if (!list) return
    const listTop = list.getBoundingClientRect().top
    const first = Math.floor(-listTop / rowHeight)
    const last = Math.ceil((window.innerHeight - listTop) / rowHeight)
    const start = Math.max(0, Math.min(count, first - overscan))
    const end = Math.max(start, Math.min(count, last + overscan))
    setWindow((current) =>
      current.start === start && current.end === end ? current : { start, end }
    )
  }, [count, listRef, overscan, rowHeight])

  useLayoutEffect(() => {
    const schedule = () => {
      if (!frame.current) frame.current = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    // Content above the list growing or shrinking moves it without a scroll event.
    const observer = new ResizeObserver(schedule)
    observer.observe(document.body)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      observer.disconnect()
      cancelAnimationFrame(frame.current)
      frame.current = 0
    }
  }, [measure])

  /** Scrolls the document just enough for a row to show between the top bar and the bottom bars. */
  const scrollToRow = useCallback(
    (index: number) => {
      const list = listRef.current
      if (!list) return
      const { top, bottom } = viewportInsets()
      const rowTop = list.getBoundingClientRect().top + index * rowHeight
      const stickyHeader = rowHeight
      if (rowTop < top + stickyHeader) {
        window.scrollBy({ top: rowTop - top - stickyHeader })
      } else if (rowTop + rowHeight > window.innerHeight - bottom) {
        window.scrollBy({ top: rowTop + rowHeight - (window.innerHeight - bottom) })
      }
    },
    [listRef, rowHeight]
  )

  return { ...rows, scrollToRow }
}
