import { opendir } from 'node:fs/promises'
import { join } from 'node:path'
import { isAudioFile } from '#plugins/music/server/audio/formats'

/**
 * Audio files under `folder`, recursively, in a stable order (sorted per
 * directory). Symbolic links are not followed, so a link loop cannot trap
 * the scan and nothing outside the folder is read.
 */
export async function scanAudioFiles(folder: string): Promise<string[]> {
  const found: string[] = []
  const entries = []
  for await (const entry of await opendir(folder)) entries.push(entry)
  entries.sort((a, b) => a.name.localeCompare(b.name))
  for (const entry of entries) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) found.push(...(await scanAudioFiles(path)))
    else if (entry.isFile() && isAudioFile(entry.name)) found.push(path)
  }
  return found
}
