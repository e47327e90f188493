export interface RecordedCall {
  url: string
  init: RequestInit
  headers: Record<string, string>
}

type Responder = (call: RecordedCall) => Response | Promise<Response>

/** A fetch that records each call and answers with what the test scripted. */
export function fakeFetch(responder: Responder = () => json({})) {
  const calls: RecordedCall[] = []
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const call = {
      url: String(input),
      init,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    }
    calls.push(call)
    return responder(call)
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}
