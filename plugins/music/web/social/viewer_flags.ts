export type FlagKind = 'like' | 'follow' | 'repost'

/** What each flag applies to, as the API names it (likes/{track|album|artist}/{id} ...). */
export type FlagTarget = {
  like: 'track' | 'album' | 'artist'
  follow: 'artist' | 'user' | 'playlist'
  repost: 'track' | 'album'
}

type Listener = () => void

/**
 * The viewer's likes, follows and reposts changed in this tab, by item.
 * The same track shows in many lists (pages, library, player bar), each
 * fetched at another time; a change made here wins over all of them at
 * once, until those lists are fetched again. Plain TypeScript, no React.
 */
export class ViewerFlags {
  #values = new Map<string, boolean>()
  #listeners = new Set<Listener>()
  #owner: number | null = null

  static key(kind: FlagKind, type: string, id: number) {
    return `${kind}:${type}:${id}`
  }

  subscribe = (listener: Listener) => {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  /** Another viewer (login, logout) starts from what the server says. */
  ownedBy(userId: number | null) {
    if (this.#owner === userId) return
    this.#owner = userId
    this.#values = new Map()
  }

  get(key: string): boolean | undefined {
    return this.#values.get(key)
  }

  set(key: string, value: boolean) {
    if (this.#values.get(key) === value) return
    this.#values = new Map(this.#values).set(key, value)
    this.#listeners.forEach((listener) => listener())
  }
}
