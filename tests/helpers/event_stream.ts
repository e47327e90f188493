import { randomUUID } from 'node:crypto'
import type { CookieSession } from '#tests/helpers/cookie_session'

/**
 * One browser tab's Server-Sent Events stream from transmit
 * (`/__transmit/events`), read with fetch as the transmit client does:
 * every `data:` frame is kept, and `next()` waits for one that matches.
 * `subscribe()` posts to transmit's subscribe route through the browser's
 * cookies (session and XSRF token), and answers the status.
 */
export class EventStream {
  readonly uid = randomUUID()
  readonly messages: Array<{ channel: string; payload: any }> = []
  #waiters: Array<() => void> = []
  #abort = new AbortController()

  private constructor(private session: CookieSession) {}

  static async open(session: CookieSession, origin = `http://${process.env.HOST}:${process.env.PORT}`) {
    const stream = new EventStream(session)
    const response = await fetch(`${origin}/__transmit/events?uid=${stream.uid}`, {
      headers: { cookie: session.cookieHeader(), accept: 'text/event-stream' },
      signal: stream.#abort.signal,
    })
    if (response.status !== 200 || !response.body) throw new Error(`The event stream answered ${response.status}`)
    void stream.#read(response.body)
    return stream
  }

  async subscribe(channel: string) {
    return (await this.session.post('/__transmit/subscribe').json({ uid: this.uid, channel })).status()
  }

  /** The first frame (already received or still to come) that matches; throws after `timeout` ms. */
  async next(matches: (message: { channel: string; payload: any }) => boolean, timeout = 15_000) {
    const deadline = Date.now() + timeout
    for (;;) {
      const found = this.messages.find(matches)
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`No matching event within ${timeout} ms; got ${JSON.stringify(this.messages)}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.#waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  close() {
    this.#abort.abort()
  }

  async #read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true })
        let end = buffer.indexOf('\n\n')
        while (end !== -1) {
          const frame = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = frame
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n')
          if (data) this.messages.push(JSON.parse(data))
          end = buffer.indexOf('\n\n')
        }
        this.#waiters.splice(0).forEach((wake) => wake())
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error
    }
  }
}
