import FileEntry from '#core/files/server/models/file_entry'
import { AUDIO_DISK } from '#plugins/music/server/streaming/audio_store'

/** A file its owner uploaded (core/files' file entry) that may become a track. */
export interface UploadedEntry {
  id: number
  /** The name on the uploader's computer. */
  name: string
  disk: string
  key: string
}

/**
 * The file entries of `userId` among `ids`, not in the trash, in the order
 * asked. Ids of someone else's entries, or of none, are left out: the
 * caller refuses the request when the counts differ.
 */
export async function ownUploadedEntries(userId: number, ids: number[]): Promise<UploadedEntry[]> {
  const rows = await FileEntry.query().whereIn('id', ids).where('user_id', userId).whereNull('deleted_at')
  const byId = new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, disk: row.disk, key: row.diskKey }]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Audio is kept on the private disk: an entry elsewhere (the public disk) is not taken. */
export function isOnAudioDisk(entry: UploadedEntry) {
  return entry.disk === AUDIO_DISK
}
