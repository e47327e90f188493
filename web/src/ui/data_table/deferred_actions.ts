import type { Clock } from '../../services/clock.js'

/** How long a confirmed bulk action can be undone (issue 16: 5 s). */
export const UNDO_WINDOW_MS = 5000

export interface PendingAction {
  key: number
  /** The rows it acts on: hidden from the table until the list has been read again after it. */
  ids: readonly number[]
  /** What the undo bar says ('3 tracks deleted'). */
  message: string
  /** When the undo window closes (clock time). */
  commitsAt: number
  /** 'waiting' can still be undone; 'sending' has gone to the server. */
  state: 'waiting' | 'sending'
}

interface Entry extends PendingAction {
  commit: (options: { keepalive: boolean }) => Promise<unknown>
  timer: unknown
}

export interface DeferredActionsEvents {
  /** The request succeeded; the rows stay hidden until the returned promise settles (the list read again). */
  committed: (action: PendingAction) => Promise<unknown> | void
  /** The request failed: the rows come back. */
  failed: (action: PendingAction, error: unknown) => void
}

/**
 * Confirmed bulk actions waiting out their undo window. Undo is real because
 * nothing has happened yet: the request is sent only when the window closes
 * (or at once when the table goes away or the page closes, `flush`), so
 * undoing needs no server-side trash or restore, and works the same for
 * delete, ban or publish. The cost: an action is lost if the browser dies
 * within the 5 s, which leaves the rows as they were.
 */
export class DeferredActions {
  #entries: readonly Entry[] = []
  #listeners = new Set<() => void>()
  #nextKey = 1

  constructor(
    private clock: Clock,
    private events: DeferredActionsEvents,
    private windowMs = UNDO_WINDOW_MS
  ) {}

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  /** The actions waiting or being sent, oldest first; the same array until one comes, changes or goes. */
  getSnapshot = (): readonly PendingAction[] => this.#entries

  schedule(ids: readonly number[], message: string, commit: Entry['commit']): number {
    const key = this.#nextKey++
    const timer = this.clock.setTimeout(() => this.#send(key, false), this.windowMs)
    const commitsAt = this.clock.now() + this.windowMs
    this.#set([...this.#entries, { key, ids, message, commitsAt, state: 'waiting', commit, timer }])
    return key
  }

  /** Drops a waiting action: its request is never sent. */
  undo(key: number) {
    const entry = this.#waiting(key)
    if (!entry) return
    this.clock.clearTimeout(entry.timer)
    this.#remove(entry)
  }

  /** Sends every waiting action now (the table unmounts, or the page closes: `keepalive`). */
  flush(keepalive: boolean) {
    for (const entry of this.#entries) if (entry.state === 'waiting') this.#send(entry.key, keepalive)
  }

  #send(key: number, keepalive: boolean) {
    const waiting = this.#waiting(key)
    if (!waiting) return
    this.clock.clearTimeout(waiting.timer)
    const sending: Entry = { ...waiting, state: 'sending' }
    this.#set(this.#entries.map((entry) => (entry === waiting ? sending : entry)))
    sending.commit({ keepalive }).then(
      async () => {
        try {
          await this.events.committed(sending)
        } finally {
          this.#remove(sending)
        }
      },
      (error: unknown) => {
        this.#remove(sending)
        this.events.failed(sending, error)
      }
    )
  }

  #waiting(key: number) {
    return this.#entries.find((entry) => entry.key === key && entry.state === 'waiting')
  }

  #remove(entry: Entry) {
    this.#set(this.#entries.filter((other) => other !== entry))
  }

  #set(entries: readonly Entry[]) {
    this.#entries = entries
    this.#listeners.forEach((listener) => listener())
  }
}
