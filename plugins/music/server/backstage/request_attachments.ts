import type { RequestAttachment } from '../../shared/backstage_types.js'

/** The attached proof files of the given file entry ids (file entries arrive with core/files). */
export async function attachmentsOf(ids: number[]): Promise<Map<number, RequestAttachment>> {
  if (!ids.length) return new Map()
  return new Map()
}
