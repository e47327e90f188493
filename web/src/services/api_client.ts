import { ApiError, type ApiErrorCode } from './api_error.js'
import type { Clock } from './clock.js'
import { XSRF_TOKEN_PATH } from '../../../core/kernel/shared/xsrf_token_path.js'

export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number>
export type Query = Record<string, QueryValue>

export interface RequestOptions {
  query?: Query
  /** Plain values are sent as JSON; FormData, Blob and URLSearchParams as they are. */
  body?: unknown
  signal?: AbortSignal
  headers?: Record<string, string>
  /** Milliseconds before the call fails with code 'timeout'; 0 waits forever. */
  timeout?: number
  /** Lets the request outlive the page (fetch's keepalive): a write sent as the tab closes. */
  keepalive?: boolean
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ApiClientDeps {
  fetch: typeof fetch
  /** Reads a cookie by name (the browser's document.cookie in the app). */
  readCookie: (name: string) => string | undefined
  clock: Clock
}

type ErrorListener = (error: ApiError) => void

/** First path segments served outside /api/v1 (spec section 7); "api" marks an already prefixed path. */
const UNPREFIXED_SEGMENTS = new Set(['auth', 'secure', 'log-viewer', 'horizon', 'api'])
/** Methods some hosts and proxies refuse, tunnelled through POST (spec section 7). */
const OVERRIDDEN_METHODS = new Set<HttpMethod>(['PUT', 'PATCH', 'DELETE'])
const WORKSPACE_SCOPED_METHODS = new Set<HttpMethod>(['GET', 'POST', 'PUT'])
const DEFAULT_TIMEOUT = 60_000
const PLACEHOLDER_ORIGIN = 'http://relative.invalid'

/**
 * The one HTTP client of the web app: every call goes through it, so the
 * wire rules (prefix, CSRF, method override, workspace scope, list params)
 * live in one place, and every failure is an ApiError that listeners (the
 * error trace dialog) hear about.
 */
export class ApiClient {
  #workspaceId: number | null = null
  #listeners = new Set<ErrorListener>()
  /** The one request for a missing XSRF cookie that concurrent writes wait for. */
  #issuingXsrf: Promise<void> | undefined

  constructor(private deps: ApiClientDeps) {}

  /** Scopes later calls to a workspace; 0 and null mean the personal workspace, which needs no parameter. */
  setWorkspaceId(id: number | null) {
    this.#workspaceId = id
  }

  /** Subscribes to every failed call except canceled ones; returns the unsubscribe function. */
  onError(listener: ErrorListener) {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  get<T>(path: string, options?: Omit<RequestOptions, 'body'>) {
    return this.request<T>('GET', path, options)
  }

  post<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body })
  }

  put<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body })
  }

  patch<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body })
  }

  delete<T>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options)
  }

  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const query: Query = { ...options.query }
    if (
      this.#workspaceId &&
      WORKSPACE_SCOPED_METHODS.has(method) &&
      query.workspaceId == null &&
      !hasQueryParam(path, 'workspaceId')
    ) {
      query.workspaceId = this.#workspaceId
    }
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
    let sentMethod: HttpMethod = method
    if (OVERRIDDEN_METHODS.has(method)) {
      sentMethod = 'POST'
      headers['X-HTTP-Method-Override'] = method
      query._method = method
    }
    let body: NonNullable<RequestInit['body']> | undefined
    if (sentMethod !== 'GET' && options.body !== undefined) {
      if (isRawBody(options.body)) {
        body = options.body
      } else {
        body = JSON.stringify(options.body)
        headers['Content-Type'] = 'application/json'
      }
    }

    const url = buildUrl(path, query)
    const send = async (xsrf: string | undefined) => {
      if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf)
      return this.#send(url, { method: sentMethod, headers, body, credentials: 'include', keepalive: options.keepalive }, options)
    }
    let response = await send(sentMethod === 'GET' ? undefined : await this.#xsrfToken())
    // 419: the token belongs to a session that ended (a tab left open past the session's age, a
    // restart of a server on the memory store). Asking for a fresh one and sending the write again
    // once is what the person would do by reloading, without losing what they typed.
    if (response.status === 419 && sentMethod !== 'GET' && !(body instanceof ReadableStream)) {
      response = await send(await this.#xsrfToken({ renew: true }))
    }
    const parsed = await readBody(response)
    if (!response.ok) {
      throw this.#fail(
        new ApiError(
          response.status,
          response.status >= 500 ? 'bad-response' : 'bad-request',
          parsed.value
        )
      )
    }
    if (!parsed.ok) {
      throw this.#fail(
        new ApiError(
          response.status,
          'bad-response',
          null,
          'The server answered with something other than JSON'
        )
      )
    }
    return parsed.value as T
  }

  async #send(url: string, init: RequestInit, options: RequestOptions): Promise<Response> {
    const controller = new AbortController()
    let reason: ApiErrorCode | null = null
    const abort = (code: ApiErrorCode) => {
      reason ??= code
      controller.abort()
    }
    const onCallerAbort = () => abort('canceled')
    if (options.signal?.aborted) abort('canceled')
    options.signal?.addEventListener('abort', onCallerAbort)
    const timeout = options.timeout ?? DEFAULT_TIMEOUT
    const timer =
      timeout > 0 ? this.deps.clock.setTimeout(() => abort('timeout'), timeout) : undefined

    try {
      return await this.deps.fetch(url, { ...init, signal: controller.signal })
    } catch (error) {
      const code = reason ?? 'network'
      const message =
        code === 'network'
          ? 'Network error: the server could not be reached'
          : code === 'timeout'
            ? 'The server took too long to answer'
            : 'Request canceled'
      throw this.#fail(new ApiError(0, code, null, message, { cause: error }))
    } finally {
      if (timer !== undefined) this.deps.clock.clearTimeout(timer)
      options.signal?.removeEventListener('abort', onCallerAbort)
    }
  }

  /**
   * The XSRF-TOKEN cookie, asked for first when the browser holds none: a
   * page loaded without cookies comes without it (a guest's first page costs
   * the server no session, core/kernel/http/shield_middleware.ts). Without
   * it the write is sent as it is and the server refuses it. `renew` asks
   * again even though one is held (the server refused it).
   */
  async #xsrfToken({ renew = false } = {}) {
    const held = this.deps.readCookie('XSRF-TOKEN')
    if (held && !renew) return held
    this.#issuingXsrf ??= this.deps
      .fetch(XSRF_TOKEN_PATH, { credentials: 'include', headers: { Accept: 'application/json' } })
      .then(
        () => undefined,
        () => undefined
      )
      .finally(() => {
        this.#issuingXsrf = undefined
      })
    await this.#issuingXsrf
    return this.deps.readCookie('XSRF-TOKEN')
  }

  #fail(error: ApiError) {
    if (error.code !== 'canceled') this.#listeners.forEach((listener) => listener(error))
    return error
  }
}

/** Resolves a call path to the URL fetched: /api/v1 prefix rules plus the query string. */
export function buildUrl(path: string, query: Query = {}): string {
  const absolute = /^(https?:)?\/\//i.test(path)
  const relativePath = path.replace(/^\/+/, '')
  const firstSegment = relativePath.split(/[/?#]/, 1)[0]
  const target = absolute
    ? path
    : UNPREFIXED_SEGMENTS.has(firstSegment)
      ? `/${relativePath}`
      : `/api/v1/${relativePath}`

  const url = new URL(target, PLACEHOLDER_ORIGIN)
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    // with, load, loadCount (and any other list) travel as comma-separated strings.
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  return absolute ? url.href : `${url.pathname}${url.search}${url.hash}`
}

function hasQueryParam(path: string, name: string) {
  return new RegExp(`[?&]${name}=`).test(path)
}

function isRawBody(body: unknown): body is NonNullable<RequestInit['body']> {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  )
}

/** Parses a JSON body; an empty body is null. `ok` is false when the body is not JSON. */
async function readBody(response: Response): Promise<{ ok: boolean; value: unknown }> {
  const text = await response.text().catch(() => '')
  if (!text.trim()) return { ok: true, value: null }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, value: null }
  }
}
