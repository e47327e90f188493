import type { KeyValueStorage } from './upload_backend.js'

/** Storage keys of resumable uploads' stored URLs (tus-js-client's entries, one per upload). */
export const TUS_RESUME_PREFIX = 'cadenza.tus::'
/** Storage keys of direct multipart uploads in progress (uploadId and key, by file fingerprint). */
export const MULTIPART_RESUME_PREFIX = 'cadenza.multipart::'

/** An upload that stopped with the page (closed, reloaded): picking the same file continues it. */
export interface InterruptedUpload {
  storageKey: string
  name: string
  size: number
  /** ISO date it began, when known. */
  startedAt: string | null
}

/** Every upload with a resume entry in storage, newest first. */
export function listInterruptedUploads(storage: KeyValueStorage): InterruptedUpload[] {
  const found: InterruptedUpload[] = []
  for (const storageKey of storage.keys()) {
    if (
      !storageKey.startsWith(TUS_RESUME_PREFIX) &&
      !storageKey.startsWith(MULTIPART_RESUME_PREFIX)
    )
      continue
    const entry = readJson(storage.getItem(storageKey))
    // tus-js-client keeps { size, metadata: { name }, creationTime }; multipart entries { name, size, startedAt }.
    const name = entry?.metadata?.name ?? entry?.name
    const size = Number(entry?.size)
    if (typeof name !== 'string' || !Number.isFinite(size)) continue
    found.push({
      storageKey,
      name,
      size,
      startedAt: entry?.creationTime ?? entry?.startedAt ?? null,
    })
  }
  return found.sort((a, b) => String(b.startedAt).localeCompare(String(a.startedAt)))
}

function readJson(text: string | null): any {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}
