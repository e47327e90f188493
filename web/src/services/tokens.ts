import type { ApiClient } from './api_client.js'
import type { BootstrapStore } from './bootstrap_store.js'
import type { Clock } from './clock.js'
import type { Cookies } from './cookies.js'
import type { LazyErrorReporter } from './lazy_error_reporter.js'
import type { ToastQueue } from './toast_queue.js'

/** A tsyringe injection token that remembers the type it resolves to. */
export type Token<T> = symbol & { readonly __resolves?: T }

function token<T>(name: string): Token<T> {
  return Symbol(name) as Token<T>
}

/* Platform pieces, swapped for fakes in unit tests. */
export const FETCH = token<typeof fetch>('fetch')
export const COOKIES = token<Cookies>('Cookies')
export const CLOCK = token<Clock>('Clock')

/* Client services. */
export const BOOTSTRAP = token<BootstrapStore>('BootstrapStore')
export const API_CLIENT = token<ApiClient>('ApiClient')
export const TOAST_QUEUE = token<ToastQueue>('ToastQueue')
export const ERROR_REPORTER = token<LazyErrorReporter>('ErrorReporter')
