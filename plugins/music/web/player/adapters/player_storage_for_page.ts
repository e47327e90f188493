import { isEmbedPath } from '../../../shared/urls.js'
import type { PlayerStorage } from '../engine/ports.js'
import { LocalStoragePlayerStorage, type KeyValueStorage } from './local_storage_player_storage.js'
import { MemoryPlayerStorage } from './memory_player_storage.js'

/**
 * Where the player of a document opened at `pathname` keeps its state. An
 * embed is a document of its own (an iframe on someone else's page) sharing
 * the app's localStorage: it plays from memory, so the listener's saved
 * queue, position and volume stay as the app left them.
 */
export function playerStorageForPage(pathname: string, storage: KeyValueStorage): PlayerStorage {
  return isEmbedPath(pathname) ? new MemoryPlayerStorage() : new LocalStoragePlayerStorage(storage)
}
