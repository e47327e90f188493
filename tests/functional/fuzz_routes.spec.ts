import { brotliCompressSync, gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { isApiRequest } from '#core/kernel/http/api_paths'
import { serverUrl } from '#tests/helpers/http_client'
import { CookieSession } from '#tests/helpers/cookie_session'
import { signIn } from '#tests/helpers/sign_in'
import { UserFactory } from '#database/factories/user_factory'

/**
 * Walks every route the router holds (so a route added later is fuzzed
 * without touching this file) and every page pattern the modules' SEO
 * resolvers answer, with hostile path parameters, query strings and bodies,
 * as a guest and signed in, CSRF token included so requests reach the
 * validators. Nothing a client sends may cause a 5xx or put a stack trace
 * in the answer; API errors keep the spec's `{ message }` shape.
 */

/** Path segments, already URL-encoded as a client would send them. */
const HOSTILE_SEGMENTS = [
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '1.5',
  '..%2f..%2f..%2fapp-key',
  '%2e%2e%2f%2e%2e',
  '..%5c..%5cx',
  'a%00b',
  '%ff',
  '%27%22%3B--',
  encodeURIComponent('🎵 Ünïcødé ر'),
  'x'.repeat(10_000),
]

/** Field names our validators read, each sent with the wrong kind of value. */
const FIELDS = [
  'id',
  'ids',
  'name',
  'email',
  'password',
  'type',
  'token',
  'title',
  'query',
  'page',
  'perPage',
  'cursor',
  'position',
  'locale',
  'timezone',
  'seconds',
  'remember',
  'code',
  'recovery_code',
  'message',
  'description',
  'image',
  'links',
  'commentable_id',
  'commentable_type',
  'parent_id',
  'tracks',
  'trackIds',
  'userId',
  'restriction',
  'tab',
  'names',
  'first_name',
  'last_name',
  'collaborative',
  'public',
  'content',
  'from',
  'to',
  'deleteCurrentUser',
]
const WRONG_VALUES: unknown[] = [
  -1,
  'NaN',
  'x'.repeat(10_000),
  ['a', 1],
  { nested: { deeper: [null] } },
  null,
  true,
  1.5e308,
]

const QUERIES = [
  FIELDS.map((field) => `${field}=NaN`).join('&'),
  FIELDS.map((field) => `${field}[]=1&${field}[]=a`).join('&'),
  FIELDS.map((field) => `${field}[a][b]=%00`).join('&'),
  `query=${'q'.repeat(10_000)}&page=1e309&perPage=-1&cursor=%ff`,
]

const JSON_BODY = { 'content-type': 'application/json' }
/** One fuzzing request: a JSON body, or raw bytes with their headers. */
interface FuzzOptions {
  method?: string
  json?: unknown
  body?: string | Uint8Array
  headers?: Record<string, string>
}

const BODIES: FuzzOptions[] = [
  ...WRONG_VALUES.map((value) => ({
    json: Object.fromEntries(FIELDS.map((field) => [field, value])),
  })),
  { body: `{"id": 1e309, "page": -1e309, "name": "\\ud800"}`, headers: JSON_BODY },
  { body: '[1, "a", {"b": []}]', headers: JSON_BODY },
  { body: '"just a string"', headers: JSON_BODY },
  { body: '{not json', headers: JSON_BODY },
  { body: 'garbage', headers: { ...JSON_BODY, 'content-encoding': 'gzip' } },
  { body: 'garbage', headers: { ...JSON_BODY, 'content-encoding': 'br' } },
  { body: 'garbage', headers: { ...JSON_BODY, 'content-encoding': 'deflate' } },
  {
    body: gzipSync('{"name":').subarray(0, 12),
    headers: { ...JSON_BODY, 'content-encoding': 'gzip' },
  },
  {
    body: brotliCompressSync('{"name": "x"}'),
    headers: { ...JSON_BODY, 'content-encoding': 'compress' },
  },
  {
    body: 'a[b][c][d]=1&a[]=2&name[]=x&email=%00',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  {
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.mp3"\r\n\r\nnope',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  },
]

interface FuzzRoute {
  pattern: string
  methods: string[]
  matchers: Record<string, { match?: RegExp }>
}

function fuzzedRoutes(): FuzzRoute[] {
  return (
    Object.values(router.toJSON())
      .flat()
      // The test fixture's route that throws on purpose to prove the 500 payload (error_payload.spec.ts).
      .filter((route) => route.name !== 'echo.boom')
      .map((route) => ({
        pattern: route.pattern,
        methods: route.methods.filter((method) => method !== 'HEAD'),
        matchers: route.matchers,
      }))
  )
}

/** A value the route's matcher accepts, so a hostile query or body reaches the controller. */
function acceptedValue(matcher: { match?: RegExp } | undefined) {
  const alternatives = matcher?.match?.source.match(/^\^\(([^)]*)\)\$$/)?.[1].split('|') ?? []
  return [...alternatives, '1'].find((value) => !matcher?.match || matcher.match.test(value)) ?? '1'
}

function fillPattern(
  pattern: string,
  matchers: FuzzRoute['matchers'],
  hostile?: { name: string; value: string }
) {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return hostile?.name === '*' ? hostile.value : 'x'
      if (!segment.startsWith(':')) return segment
      const name = segment.slice(1).replace(/\?$/, '')
      return hostile?.name === name ? hostile.value : acceptedValue(matchers[name])
    })
    .join('/')
}

function paramNames(pattern: string) {
  return pattern
    .split('/')
    .filter((segment) => segment === '*' || segment.startsWith(':'))
    .map((segment) => (segment === '*' ? '*' : segment.slice(1).replace(/\?$/, '')))
}

/** Every request of one route: hostile values in each path parameter, then hostile queries and bodies. */
function requestsFor(route: FuzzRoute): Array<{ path: string; options: FuzzOptions }> {
  const requests: Array<{ path: string; options: FuzzOptions }> = []
  const readable = fillPattern(route.pattern, route.matchers)
  for (const method of route.methods) {
    const writes = !['GET', 'OPTIONS'].includes(method)
    for (const name of paramNames(route.pattern)) {
      for (const value of HOSTILE_SEGMENTS)
        requests.push({
          path: fillPattern(route.pattern, route.matchers, { name, value }),
          options: { method },
        })
    }
    for (const query of QUERIES)
      requests.push({ path: `${readable}?${query}`, options: { method } })
    if (writes)
      for (const body of BODIES) requests.push({ path: readable, options: { ...body, method } })
  }
  return requests
}

/** The SPA's page patterns that have SEO resolvers: drawn on the server from their parameters. */
async function pageRoutes(): Promise<FuzzRoute[]> {
  const registry = await app.container.make(ModuleRegistry)
  return registry.modules
    .flatMap((module) => module.manifest.seo ?? [])
    .flatMap((page) => page.paths)
    .filter((path) => path.includes(':'))
    .map((pattern) => ({ pattern, methods: ['GET'], matchers: {} }))
}

const STACK_FRAME = /\n\s+at .+:\d+:\d+|"trace"\s*:\s*\[|node_modules\//

function problemWith(path: string, options: FuzzOptions, response: SentRequest): string | null {
  const label = `${options.method} ${path.slice(0, 120)} ${options.headers?.['content-encoding'] ?? ''}`
  // 503 with Retry-After is a deliberate "come back later" (the sitemap while its first build runs), not a failure.
  const comeBackLater = response.status === 503 && response.retryAfter !== null
  if (response.status >= 500 && !comeBackLater) return `${label} -> ${response.status} ${response.text.slice(0, 200)}`
  if (STACK_FRAME.test(response.text)) return `${label} -> stack trace in a ${response.status}`
  if (
    response.status >= 400 &&
    isApiRequest(path) &&
    typeof safeJson(response.text)?.message !== 'string'
  ) {
    return `${label} -> ${response.status} without a message: ${response.text.slice(0, 200)}`
  }
  return null
}

function safeJson(text: string): { message?: unknown } | null {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** Runs the requests a few at a time; a session signed out along the way (POST auth/logout) signs in again. */
interface SentRequest {
  status: number
  text: string
  retryAfter: string | null
}

/**
 * Sends one fuzzing request as `session`'s browser would (its cookies, the
 * XSRF token on writes), with plain fetch: the raw bodies and broken
 * encodings must go out untouched, which the api-client does not promise.
 */
/** A request still unanswered after this long is reported as hung (rather than running the test out of time). */
const ANSWER_WITHIN_MS = 20_000

async function send(
  session: CookieSession,
  path: string,
  options: FuzzOptions
): Promise<SentRequest> {
  const method = options.method ?? 'GET'
  const headers: Record<string, string> = {
    accept: 'application/json',
    cookie: session.cookieHeader(),
    ...options.headers,
  }
  const xsrf = session.cookie('XSRF-TOKEN')
  if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
  if (options.json !== undefined) headers['content-type'] = 'application/json'
  const body =
    options.body ?? (options.json === undefined ? undefined : JSON.stringify(options.json))
  const response = await fetch(serverUrl(path), { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(ANSWER_WITHIN_MS) })
  // An event stream (the notifications' SSE) never ends: its status is the answer.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel()
    return { status: response.status, text: '', retryAfter: null }
  }
  return { status: response.status, text: await response.text(), retryAfter: response.headers.get('retry-after') }
}

/** The problem with one request's answer (or its lack), or null. */
async function tryRequest(session: CookieSession, request: { path: string; options: FuzzOptions }) {
  const response = await send(session, request.path, request.options).catch((error: Error) => error)
  return response instanceof Error
    ? `${request.options.method ?? 'GET'} ${request.path} -> no answer (${response.name})`
    : problemWith(request.path, request.options, response)
}

/**
 * Sends every request of each route, four at a time. A request that went wrong is sent once
 * more, alone, before it counts: two suites side by side on a loaded machine can leave one
 * answer past ANSWER_WITHIN_MS, while a hostile value that breaks a route breaks it every time.
 * What went wrong only once is printed, so a race shows in the log without failing the run.
 */
async function fuzz(routes: FuzzRoute[], session: () => Promise<CookieSession>) {
  const problems: string[] = []
  let current = await session()
  for (const route of routes) {
    const queue = requestsFor(route)
    const suspects: Array<{ request: (typeof queue)[number]; problem: string }> = []
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const problem = await tryRequest(current, next)
          if (problem) suspects.push({ request: next, problem })
        }
      })
    )
    for (const { request, problem } of suspects) {
      if (await tryRequest(current, request)) problems.push(problem)
      else console.warn(`fuzz: went wrong once, not again: ${problem.slice(0, 300)}`)
    }
    current = await session()
  }
  return problems
}

function assertNoProblems(assert: Assert, problems: string[]) {
  assert.isEmpty(
    problems,
    `${problems.length} bad answers, the first ones:\n${problems.slice(0, 30).join('\n')}\n`
  )
}

const FUZZ_PARTS = 4

/** Every route and drawn page, in a stable order, dealt into FUZZ_PARTS parts of about as many requests. */
async function routesOfPart(part: number) {
  const routes = [...fuzzedRoutes(), ...(await pageRoutes())].sort((a, b) => a.pattern.localeCompare(b.pattern))
  return routes.filter((_, index) => index % FUZZ_PARTS === part)
}

test.group('Fuzzing every route', (group) => {
  // Hammering sign-in routes fills the rate-limit counters; later tests must not inherit them.
  group.each.teardown(async () => {
    await db.from('limiter_rate_limits').delete()
  })

  // The routes go in parts, each a test of its own: every module adds routes, and one test
  // walking them all ran out of time on a loaded machine.
  for (let part = 0; part < FUZZ_PARTS; part++) {
    const label = `part ${part + 1} of ${FUZZ_PARTS}`
    test(`hostile parameters, queries and bodies never cause a 5xx, as a guest (${label})`, async ({ assert }) => {
      const guest = await new CookieSession().start()
      assertNoProblems(assert, await fuzz(await routesOfPart(part), async () => guest))
    }).timeout(180_000)

    test(`hostile parameters, queries and bodies never cause a 5xx, signed in (${label})`, async ({ assert }) => {
      const user = await UserFactory.create()
      let session = await signIn(user)
      const stillSignedIn = async () => {
        if ((await session.get('/api/v1/user-sessions')).status() === 401) {
          await db.from('limiter_rate_limits').delete()
          session = await signIn(user)
        }
        return session
      }
      assertNoProblems(assert, await fuzz(await routesOfPart(part), stillSignedIn))
    }).timeout(180_000)
  }
})
