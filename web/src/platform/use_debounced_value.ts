import { useEffect, useState } from 'react'

/** The value once it has stopped changing for `delay` ms: a search box asks the server after typing pauses. */
export function useDebouncedValue<Value>(value: Value, delay = 300) {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}
