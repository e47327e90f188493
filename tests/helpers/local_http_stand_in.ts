import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A real HTTP server on a free loopback port standing in for an outside
 * service (Stripe, PayPal, ListenBrainz, Last.fm, reCAPTCHA): each stand-in
 * extends it, starts with its request handler and is pointed at by the
 * setting that names the service's address.
 */
export abstract class LocalHttpStandIn {
  #server: Server | null = null

  /** Starts answering every request with `handler`. */
  protected async listen(handler: (request: IncomingMessage, response: ServerResponse) => unknown) {
    const server = createServer((request, response) => void handler(request, response))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    this.#server = server
  }

  get port() {
    return (this.#running().address() as AddressInfo).port
  }

  get origin() {
    return `http://127.0.0.1:${this.port}`
  }

  /** Stops at once: connections the app keeps alive are closed, not waited for. */
  stop() {
    const server = this.#running()
    server.closeAllConnections()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  }

  #running() {
    if (!this.#server) throw new Error(`${this.constructor.name} is not started`)
    return this.#server
  }
}
