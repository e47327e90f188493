import { useEffect, useRef } from 'react'

/**
 * Put after a paginated grid: when it comes within a screen of the
 * viewport, the next page is asked for.
 */
export function InfiniteSentinel({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!hasNextPage || isFetchingNextPage) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage()
      },
      { rootMargin: '0px 0px 100% 0px' }
    )
    observer.observe(ref.current!)
    return () => observer.disconnect()
  }, [fetchNextPage, hasNextPage, isFetchingNextPage])
  return <div ref={ref} aria-hidden className="h-px" />
}
