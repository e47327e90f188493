/** Pure list helpers behind the queue operations; they never mutate their input. */

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}

export function insertAt<T>(list: readonly T[], index: number, items: readonly T[]): T[] {
  return [...list.slice(0, index), ...items, ...list.slice(index)]
}

/** Fisher-Yates with an injectable random source (0 <= random() < 1). */
export function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const next = [...list]
  for (let index = next.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[next[index], next[other]] = [next[other], next[index]]
  }
  return next
}

/** `first` leads, everything else follows in random order: shuffling keeps the playing track. */
export function shuffledAfter<T>(list: readonly T[], first: T, random: () => number): T[] {
  return [
    first,
    ...shuffled(
      list.filter((item) => item !== first),
      random
    ),
  ]
}
