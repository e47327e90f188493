import type { Clock } from './clock.js'

export type ToastType = 'positive' | 'danger' | 'loading'
export type ToastPosition = 'bottom-center' | 'bottom-right' | 'top-center'

/** A link the server may attach to an error (spec section 8, "optional action"). */
export interface ToastAction {
  label: string
  action: string
}

export interface ToastOptions {
  /** Reusing an id replaces that toast instead of adding another. */
  id?: string
  type?: ToastType
  position?: ToastPosition
  /** Milliseconds shown; null keeps it until removed. Defaults by type. */
  duration?: number | null
  action?: ToastAction
  /** Shows the toast without its entrance animation (when replacing one in place). */
  disableAnimation?: boolean
}

export interface Toast {
  id: string
  message: string
  type: ToastType
  position: ToastPosition
  duration: number | null
  action?: ToastAction
  disableAnimation: boolean
}

/** Spec section 9: one toast visible, 3 s positive, 8 s danger, loading until removed. */
const TOAST_DURATIONS: Record<ToastType, number | null> = {
  positive: 3000,
  danger: 8000,
  loading: null,
}
const TOAST_ID_LENGTH = 6
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

interface Timer {
  handle: unknown
  startedAt: number
  remaining: number
}

/**
 * Toast state machine, free of any UI: React renders it through
 * subscribe/getSnapshot (useSyncExternalStore). Time comes from the injected
 * clock so expiry and hover pauses are testable without waiting.
 */
export class ToastQueue {
  #toasts: readonly Toast[] = []
  #timers = new Map<string, Timer>()
  #paused = new Set<string>()
  #listeners = new Set<() => void>()

  constructor(
    private clock: Clock,
    private maxVisible = 1,
    private randomId: () => string = randomToastId
  ) {}

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  /** The visible toasts; the same array until something changes. */
  getSnapshot = (): readonly Toast[] => this.#toasts

  add(message: string, options: ToastOptions = {}): string {
    const type = options.type ?? 'positive'
    const toast: Toast = {
      id: options.id ?? this.randomId(),
      message,
      type,
      position: options.position ?? 'bottom-center',
      duration: options.duration === undefined ? TOAST_DURATIONS[type] : options.duration,
      action: options.action,
      disableAnimation: options.disableAnimation ?? false,
    }
    this.#stopTimer(toast.id)
    const kept = this.#toasts.filter((existing) => existing.id !== toast.id)
    const overflow = kept.slice(0, Math.max(0, kept.length - this.maxVisible + 1))
    overflow.forEach((old) => this.#stopTimer(old.id))
    this.#toasts = [...kept.slice(overflow.length), toast]
    if (toast.duration !== null) this.#startTimer(toast.id, toast.duration)
    this.#emit()
    return toast.id
  }

  positive(message: string, options?: Omit<ToastOptions, 'type'>) {
    return this.add(message, { ...options, type: 'positive' })
  }

  danger(message: string, options?: Omit<ToastOptions, 'type'>) {
    return this.add(message, { ...options, type: 'danger' })
  }

  loading(message: string, options?: Omit<ToastOptions, 'type'>) {
    return this.add(message, { ...options, type: 'loading' })
  }

  remove(id: string) {
    if (!this.#toasts.some((toast) => toast.id === id)) return
    this.#stopTimer(id)
    this.#toasts = this.#toasts.filter((toast) => toast.id !== id)
    this.#emit()
  }

  /** Stops the countdown (pointer over the toast), keeping the time left. */
  pause(id: string) {
    const timer = this.#timers.get(id)
    if (!timer || this.#paused.has(id)) return
    this.clock.clearTimeout(timer.handle)
    timer.remaining = Math.max(0, timer.remaining - (this.clock.now() - timer.startedAt))
    this.#paused.add(id)
  }

  /** Continues the countdown with the time that was left when paused. */
  resume(id: string) {
    const timer = this.#timers.get(id)
    if (!timer || !this.#paused.delete(id)) return
    this.#startTimer(id, timer.remaining)
  }

  /** Time left before the toast expires, or null when it has no timer. */
  remaining(id: string): number | null {
    const timer = this.#timers.get(id)
    if (!timer) return null
    return this.#paused.has(id)
      ? timer.remaining
      : Math.max(0, timer.remaining - (this.clock.now() - timer.startedAt))
  }

  #startTimer(id: string, ms: number) {
    const handle = this.clock.setTimeout(() => this.remove(id), ms)
    this.#timers.set(id, { handle, startedAt: this.clock.now(), remaining: ms })
  }

  #stopTimer(id: string) {
    const timer = this.#timers.get(id)
    if (timer) this.clock.clearTimeout(timer.handle)
    this.#timers.delete(id)
    this.#paused.delete(id)
  }

  #emit() {
    this.#listeners.forEach((listener) => listener())
  }
}

function randomToastId() {
  let id = ''
  for (let index = 0; index < TOAST_ID_LENGTH; index++)
    id += ID_ALPHABET[Math.floor(Math.random() * ID_ALPHABET.length)]
  return id
}
