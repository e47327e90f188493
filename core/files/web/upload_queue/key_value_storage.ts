import type { KeyValueStorage } from './upload_backend.js'

/**
 * localStorage, when the page may use it: reaching it throws where storage
 * is blocked (sandboxed frames, strict privacy settings), and a full one
 * throws on write. Uploads then work but do not resume after a reload.
 */
export function browserStorage(): KeyValueStorage {
  let local: Storage
  try {
    local = window.localStorage
    local.getItem('')
  } catch {
    return memoryStorage()
  }
  return {
    getItem: (key) => local.getItem(key),
    setItem: (key, value) => {
      try {
        local.setItem(key, value)
      } catch {
        // Full: this upload will not resume after a reload, and that is all.
      }
    },
    removeItem: (key) => local.removeItem(key),
    keys: () => Array.from({ length: local.length }, (_, index) => local.key(index) ?? ''),
  }
}

/** Storage for one page's life: the server renderer's; unit tests share one between "reloads". */
export function memoryStorage(values = new Map<string, string>()): KeyValueStorage {
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    keys: () => [...values.keys()],
  }
}
