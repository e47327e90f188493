import type { DropItem } from 'react-aria-components'
import { IGNORED_FILE_NAMES } from '../upload_queue/upload_constants.js'
import type { PickedFile } from '../upload_queue/upload_types.js'

/** Files of a file input: a folder pick gives each its path inside the folder (webkitRelativePath). */
export function pickedFromList(files: FileList | null): PickedFile[] {
  return Array.from(files ?? [])
    .filter((file) => !IGNORED_FILE_NAMES.has(file.name))
    .map((file) => ({ file, relativePath: file.webkitRelativePath || null }))
}

/** Dropped items, walking dropped folders so each file keeps its path ('Album/CD1/01.flac'). */
export async function pickedFromDrop(items: readonly DropItem[]): Promise<PickedFile[]> {
  const picked: PickedFile[] = []
  const walk = async (item: DropItem, folder: string | null): Promise<void> => {
    if (item.kind === 'file') {
      if (IGNORED_FILE_NAMES.has(item.name)) return
      const file = await item.getFile()
      picked.push({ file, relativePath: folder ? `${folder}/${file.name}` : null })
    } else if (item.kind === 'directory') {
      const path = folder ? `${folder}/${item.name}` : item.name
      for await (const entry of item.getEntries()) await walk(entry, path)
    }
  }
  for (const item of items) await walk(item, null)
  return picked
}
