import { SubsonicAPI } from 'subsonic-api'
import { serverUrl } from '#tests/helpers/http_client'
import { schemaErrors } from './opensubsonic_schema.js'

/**
 * A Subsonic app talking to this run's server: the `subsonic-api` client from
 * the npm registry, with a fetch that checks every JSON answer against the
 * OpenSubsonic description (a violation fails the call) and can add headers
 * (a Range for stream).
 */
export function subsonicClient(auth: { username: string; password: string } | { apiKey: string }, options: { post?: boolean; headers?: Record<string, string> } = {}) {
  const checkedFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), ...options.headers } })
    const endpoint = new URL(String(input)).pathname.replace(/^\/rest\//, '').replace(/\.view$/, '')
    if (!response.headers.get('content-type')?.includes('application/json')) return response
    const body = await response.clone().json()
    const problems = schemaErrors(endpoint, body)
    if (problems.length) throw new Error(`${endpoint} does not match the OpenSubsonic schema:\n${problems.join('\n')}\n${JSON.stringify(body)}`)
    return response
  }
  return new SubsonicAPI({ url: serverUrl('/'), auth: auth as never, post: options.post, fetch: checkedFetch })
}

/** A hand-made call to /rest/<path> (query string, JSON unless `f` says otherwise), for what the client library cannot send. */
export async function subsonicCall(path: string, params: Record<string, string>, init: RequestInit = {}) {
  const response = await fetch(serverUrl(`/rest/${path}?${new URLSearchParams(params)}`), init)
  return { status: response.status, contentType: response.headers.get('content-type'), text: await response.text() }
}

/** The `subsonic-response` of a hand-made JSON call, checked against the schema of `endpoint`. */
export async function subsonicJson(endpoint: string, params: Record<string, string>) {
  const { status, text } = await subsonicCall(`${endpoint}.view`, { f: 'json', ...params })
  const body = JSON.parse(text)
  return { status, body: body['subsonic-response'], problems: schemaErrors(endpoint, body) }
}
