import type { ApiClient } from '@web/services/api_client.js'
import type { OfflinePackage } from '../../shared/offline.js'
import { OFFLINE_MUSIC_CACHE } from './offline_caches.js'

export type OfflineKind = OfflinePackage['type']

/** An album or playlist kept on this device. */
export interface SavedItem {
  type: OfflineKind
  id: number
  name: string
  image: string | null
  path: string
  tracks: number
  /** Every file kept for it (its audio, page data and pictures) by absolute address, with its size. */
  files: Array<{ url: string; bytes: number }>
  saved_at: string
}

/** The room an item takes on the device. */
export const itemBytes = (item: SavedItem) => item.files.reduce((total, file) => total + file.bytes, 0)

/** The room all of them take: a file two items share counts once, as it is kept once. */
export function deviceBytes(items: SavedItem[]) {
  const sizes = new Map(items.flatMap((item) => item.files.map((file) => [file.url, file.bytes] as const)))
  return [...sizes.values()].reduce((total, bytes) => total + bytes, 0)
}

export interface OfflineSnapshot {
  items: SavedItem[]
  /** Items being saved: the share of their files fetched so far, 0 to 1. */
  saving: ReadonlyMap<string, number>
}

export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export interface OfflineLibraryDeps {
  api: ApiClient
  storage: KeyValueStorage
  /** Cache Storage, absent where the browser has none (an insecure origin, the server renderer). */
  caches: CacheStorage | null
  fetch: typeof fetch
  /** The site's origin: kept files are listed by absolute address, as Cache Storage names them. */
  origin: string
  /** Makes sure the service worker that plays saved music runs. */
  startWorker: () => Promise<unknown>
}

/** The list of saved items, in localStorage beside the files Cache Storage keeps. */
export const SAVED_ITEMS_KEY = 'cadenza.offline'
/** Files fetched at once while saving: enough to fill the line, few enough to leave the player room. */
const PARALLEL_FETCHES = 3

export const itemKey = (type: OfflineKind, id: number) => `${type}:${id}`

export function readSavedItems(storage: KeyValueStorage): SavedItem[] {
  try {
    const items: unknown = JSON.parse(storage.getItem(SAVED_ITEMS_KEY) ?? '[]')
    return Array.isArray(items) ? items.filter((item: Partial<SavedItem> | null) => Array.isArray(item?.files)) : []
  } catch {
    return []
  }
}

/**
 * Saving albums and playlists on this device: the server lists what an
 * item needs (music/offline/..., refused without music.offline), the files
 * go into Cache Storage, and the service worker (../service_worker.ts)
 * answers from there. A plain class: React reads it through
 * useOfflineLibrary.
 */
export class OfflineLibrary {
  #snapshot: OfflineSnapshot
  #listeners = new Set<() => void>()

  constructor(private deps: OfflineLibraryDeps) {
    this.#snapshot = { items: readSavedItems(deps.storage), saving: new Map() }
  }

  get supported() {
    return this.deps.caches !== null
  }

  getSnapshot = () => this.#snapshot

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  savedItem(type: OfflineKind, id: number) {
    return this.#snapshot.items.find((item) => item.type === type && item.id === id) ?? null
  }

  /** Fetches and keeps everything the item needs; a failed audio file undoes the save and throws. */
  async save(type: OfflineKind, id: number) {
    const key = itemKey(type, id)
    if (this.#snapshot.saving.has(key)) return
    this.#setProgress(key, 0)
    try {
      await this.deps.startWorker()
      const pack = await this.deps.api.get<OfflinePackage>(`music/offline/${type}s/${id}`)
      const files = [
        ...pack.data_urls.map((url) => ({ url, required: true })),
        ...pack.tracks.map((track) => ({ url: track.stream_url, required: true })),
        // Pictures on another host may refuse to be read: the music plays without them.
        ...pack.image_urls.map((url) => ({ url, required: false })),
      ]
      const cache = await this.#cache()
      let done = 0
      const kept: Array<{ url: string; bytes: number }> = []
      await inBatches(files, PARALLEL_FETCHES, async (file) => {
        const bytes = await this.#keep(cache, file.url).catch((error: unknown) => {
          if (file.required) throw error
          return null
        })
        if (bytes !== null) kept.push({ url: file.url, bytes })
        this.#setProgress(key, ++done / files.length)
      })
      const item: SavedItem = {
        type,
        id,
        name: pack.name,
        image: pack.image,
        path: pack.path,
        tracks: pack.tracks.length,
        files: kept.map((file) => ({ url: new URL(file.url, this.deps.origin).href, bytes: file.bytes })),
        saved_at: new Date().toISOString(),
      }
      this.#store([...this.#snapshot.items.filter((other) => itemKey(other.type, other.id) !== key), item])
    } catch (error) {
      await this.#dropUnusedFiles(await this.#cache().catch(() => null))
      throw error
    } finally {
      this.#setProgress(key, null)
    }
  }

  async remove(type: OfflineKind, id: number) {
    const key = itemKey(type, id)
    const rest = this.#snapshot.items.filter((item) => itemKey(item.type, item.id) !== key)
    // The list changes once the files are gone, so what it shows is what the device holds.
    await this.#dropUnusedFiles(await this.#cache(), rest)
    this.#store(rest)
  }

  async removeAll() {
    await this.deps.caches?.delete(OFFLINE_MUSIC_CACHE)
    this.#store([])
  }

  async #cache() {
    if (!this.deps.caches) throw new Error('This browser cannot keep music offline.')
    return this.deps.caches.open(OFFLINE_MUSIC_CACHE)
  }

  /** Keeps one file under its address; its size in bytes. */
  async #keep(cache: Cache, url: string) {
    // Not through the HTTP cache: the file is kept here, once, and must not be kept twice on the device.
    const response = await this.deps.fetch(url, { credentials: 'same-origin', cache: 'no-store' })
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    const body = await response.blob()
    // Only the type travels: the body is already decoded, so the response's own encoding headers would lie.
    const headers = { 'Content-Type': response.headers.get('content-type') ?? body.type }
    await cache.put(url, new Response(body, { headers }))
    return body.size
  }

  /**
   * Drops every kept file no saved item lists: what a removed item alone
   * used (a track on two saved playlists stays), or what a failed save left.
   */
  async #dropUnusedFiles(cache: Cache | null, items = this.#snapshot.items) {
    if (!cache) return
    const used = new Set(items.flatMap((item) => item.files.map((file) => file.url)))
    const kept = await cache.keys()
    await Promise.all(kept.filter((request) => !used.has(request.url)).map((request) => cache.delete(request)))
  }

  #store(items: SavedItem[]) {
    this.deps.storage.setItem(SAVED_ITEMS_KEY, JSON.stringify(items))
    this.#emit({ ...this.#snapshot, items })
  }

  #setProgress(key: string, progress: number | null) {
    const saving = new Map(this.#snapshot.saving)
    if (progress === null) saving.delete(key)
    else saving.set(key, progress)
    this.#emit({ ...this.#snapshot, saving })
  }

  #emit(snapshot: OfflineSnapshot) {
    this.#snapshot = snapshot
    for (const listener of this.#listeners) listener()
  }
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker))
}
