import { createServer, request, type Server } from 'node:http'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'

/**
 * A load balancer for tests: each request goes to the next of `origins` in
 * turn (http://host:port), with X-Forwarded-For set as a balancer would.
 */
export class RoundRobinProxy {
  #next = 0

  private constructor(
    private server: Server,
    private origins: string[]
  ) {}

  static async start(origins: string[]) {
    const proxy = new RoundRobinProxy(createServer(), origins)
    proxy.server.on('request', (incoming, outgoing) => {
      const target = new URL(incoming.url ?? '/', proxy.origins[proxy.#next++ % proxy.origins.length])
      const forwarded = request(target, { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' } }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      })
      forwarded.on('error', () => outgoing.writeHead(502).end())
      incoming.pipe(forwarded)
    })
    proxy.server.listen(0, '127.0.0.1')
    await once(proxy.server, 'listening')
    return proxy
  }

  get origin() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop() {
    this.server.closeAllConnections()
    this.server.close()
    await once(this.server, 'close')
  }
}
