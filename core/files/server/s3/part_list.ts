import { MIN_PART_BYTES, type UploadedPart } from '#core/files/shared/direct_upload'
import { FieldRefused } from './upload_refused.js'

/** A part as the browser lists it at completion (spec section 7). */
export interface ListedPart {
  PartNumber: number
  ETag: string
}

function sameEtag(a: string, b: string) {
  const bare = (etag: string) => etag.replace(/^"|"$/g, '').toLowerCase()
  return bare(a) === bare(b)
}

/**
 * The parts to complete an upload with, in part-number order, once they
 * add up to the file the upload was begun for: each listed part uploaded
 * with the ETag the browser read, every part but the last at least 5 MiB,
 * and the sizes summing to the declared size. Checked before S3 is asked,
 * so the person reads which part is wrong rather than S3's error code,
 * and the bucket never assembles a file other than the one declared.
 */
export function partsToComplete(
  listed: ListedPart[],
  uploaded: UploadedPart[],
  declaredSize: number
): ListedPart[] {
  const sorted = [...listed].sort((a, b) => a.PartNumber - b.PartNumber)
  const stored = new Map(uploaded.map((part) => [part.PartNumber, part]))
  let total = 0
  for (const [index, part] of sorted.entries()) {
    if (index > 0 && part.PartNumber === sorted[index - 1].PartNumber) {
      throw new FieldRefused('parts', `Part ${part.PartNumber} is listed twice.`)
    }
    const upload = stored.get(part.PartNumber)
    if (!upload) throw new FieldRefused('parts', `Part ${part.PartNumber} was not uploaded.`)
    if (!sameEtag(upload.ETag, part.ETag)) {
      throw new FieldRefused(
        'parts',
        `Part ${part.PartNumber} does not match the uploaded part (its ETag differs).`
      )
    }
    const last = index === sorted.length - 1
    if (!last && upload.Size < MIN_PART_BYTES) {
      throw new FieldRefused(
        'parts',
        `Part ${part.PartNumber} is ${upload.Size} bytes: every part but the last must be at least 5 MB.`
      )
    }
    total += upload.Size
  }
  if (total !== declaredSize) {
    throw new FieldRefused(
      'parts',
      `The parts add up to ${total} bytes, but the file is ${declaredSize} bytes.`
    )
  }
  return sorted.map((part) => ({
    PartNumber: part.PartNumber,
    ETag: stored.get(part.PartNumber)!.ETag,
  }))
}
