import { useCallback, useSyncExternalStore } from 'react'

const STORAGE_PREFIX = 'cadenza.table-columns.'
const listeners = new Set<() => void>()

function read(tableId: string): string | null {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + tableId)
  } catch {
    return null
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/**
 * The ids of a table's hidden columns, remembered per browser in
 * localStorage (per person enough for an admin's own screens); until the
 * person chooses, the columns marked `hiddenByDefault`.
 */
export function useHiddenColumns(tableId: string, hiddenByDefault: readonly string[]) {
  const stored = useSyncExternalStore(subscribe, () => read(tableId), () => null)
  const hidden = new Set<string>(stored ? parseIds(stored) : hiddenByDefault)

  const setHidden = useCallback(
    (ids: Set<string>) => {
      try {
        window.localStorage.setItem(STORAGE_PREFIX + tableId, JSON.stringify([...ids]))
      } catch {
        // Storage refused (private mode, quota): the columns stay as they were.
      }
      listeners.forEach((listener) => listener())
    },
    [tableId]
  )
  return [hidden, setHidden] as const
}

function parseIds(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}
