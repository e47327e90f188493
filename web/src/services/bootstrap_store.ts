import type { BootstrapData } from '../../../core/kernel/shared/bootstrap_data.js'

/**
 * Holds the bootstrap data (spec section 3). It starts as what the server
 * inlined into the page and is replaced whole when login, logout or register
 * answer with fresh data, so the user, menus and permissions on screen follow.
 */
export class BootstrapStore {
  #listeners = new Set<() => void>()

  constructor(private data: BootstrapData) {}

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  getSnapshot = (): BootstrapData => this.data

  set(data: BootstrapData) {
    this.data = data
    this.#listeners.forEach((listener) => listener())
  }
}
