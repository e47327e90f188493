import {
  CONCURRENT_PART_UPLOADS,
  multipartPartSize,
  PART_RETRIES,
  PART_URLS_PER_BATCH,
} from '../upload_constants.js'
import { MULTIPART_RESUME_PREFIX } from '../resume_entries.js'
import { UploadAbortedError, UploadNetworkError } from '../upload_http.js'
import {
  clientFields,
  fileEntryOf,
  postJson,
  uploadMetadata,
  UploadFailure,
  type UploadBackend,
  type UploadJob,
  type UploadTransport,
} from '../upload_backend.js'

/** Spec section 3, "Multipart upload state". */
export interface UploadedPart {
  PartNumber: number
  ETag: string
  Size?: number
}

interface StoredMultipart {
  uploadId: string
  key: string
}

const STORAGE_PREFIX = MULTIPART_RESUME_PREFIX
/** Waits before each new attempt of a failed part (spec section 8 gives the count, 3, not the delays). */
const PART_RETRY_DELAYS_MS = [0, 1000, 3000]

/**
 * Spec section 4, "Multipart upload": create (or resume from the parts the
 * store already has), sign part URLs 10 at a time, PUT 5 parts at once
 * reading each part's ETag, complete, then create the file entry. The
 * upload's id and key are kept in storage while it runs, so picking the same
 * file after a reload continues with the parts already stored. Stopped by
 * the person or by an error, the upload is aborted and its parts cleared.
 */
export const directMultipartUpload: UploadTransport = async (job, backend) => {
  const { item, signal } = job
  const storageKey = `${STORAGE_PREFIX}${fingerprintOf(job)}`
  const partSize = multipartPartSize(item.size)
  const partCount = Math.max(1, Math.ceil(item.size / partSize))

  let state = readStored(backend, storageKey)
  let uploaded: UploadedPart[] = []
  if (state) {
    try {
      const answer = await postJson<{ parts?: UploadedPart[] }>(
        backend,
        's3/multipart/get-uploaded-parts',
        state,
        signal
      )
      uploaded = (answer?.parts ?? []).filter(
        (part) => part.Size === undefined || part.Size === expectedSize(part.PartNumber)
      )
    } catch (error) {
      if (signal.aborted) throw new UploadAbortedError()
      // The store no longer knows this upload (expired, aborted elsewhere): start again.
      if (!(error instanceof UploadFailure) || error.status < 400 || error.status >= 500)
        throw error
      backend.storage.removeItem(storageKey)
      state = null
      uploaded = []
    }
  }

  try {
    if (!state) {
      state = await postJson<StoredMultipart>(
        backend,
        's3/multipart/create',
        {
          filename: item.name,
          mime: item.mime,
          size: item.size,
          extension: item.extension,
          disk: item.disk,
          metadata: uploadMetadata(item),
        },
        signal
      )
      backend.storage.setItem(
        storageKey,
        // The name, size and date let the screen list it as interrupted after a reload (resume_entries.ts).
        JSON.stringify({
          uploadId: state.uploadId,
          key: state.key,
          name: item.name,
          size: item.size,
          startedAt: new Date(backend.clock.now()).toISOString(),
        })
      )
    }

    const parts = await uploadParts(job, backend, state, partCount, partSize, uploaded)
    job.allBytesStored()
    await postJson(
      backend,
      's3/multipart/complete',
      {
        key: state.key,
        uploadId: state.uploadId,
        parts: parts.map(({ ETag, PartNumber }) => ({ ETag, PartNumber })),
      },
      signal
    )
    backend.storage.removeItem(storageKey)
    const client = clientFields(item)
    const answer = await postJson(
      backend,
      's3/entries',
      {
        metadata: uploadMetadata(item),
        clientMime: client.clientMime,
        clientName: client.clientName,
        clientExtension: client.clientExtension,
        filename: state.key.split('/').pop(),
        size: item.size,
      },
      signal
    )
    return fileEntryOf(answer)
  } catch (error) {
    // Spec section 4: abort by the person or by an error clears the storage.
    if (state) {
      backend.storage.removeItem(storageKey)
      postJson(backend, 's3/multipart/abort', { key: state.key, uploadId: state.uploadId }).catch(
        () => {}
      )
    }
    throw signal.aborted ? new UploadAbortedError() : error
  }

  function expectedSize(partNumber: number) {
    return partNumber < partCount ? partSize : item.size - partSize * (partCount - 1)
  }
}

/** PUTs every part not yet stored, 5 at a time, signing URLs in batches of 10; returns all parts in order. */
async function uploadParts(
  job: UploadJob,
  backend: UploadBackend,
  state: StoredMultipart,
  partCount: number,
  partSize: number,
  alreadyUploaded: UploadedPart[]
): Promise<UploadedPart[]> {
  const done = new Map(alreadyUploaded.map((part) => [part.PartNumber, part]))
  const sent = new Map<number, number>()
  const sizeOf = (partNumber: number) =>
    Math.min(partSize, job.item.size - partSize * (partNumber - 1))
  const reportProgress = () => {
    let bytes = 0
    for (const number of done.keys()) bytes += sizeOf(number)
    for (const bytesSent of sent.values()) bytes += bytesSent
    job.reportProgress(Math.min(bytes, job.item.size))
  }
  reportProgress()

  const remaining = Array.from({ length: partCount }, (_, index) => index + 1).filter(
    (number) => !done.has(number)
  )
  const urls = new Map<number, string>()
  let signing: Promise<void> | null = null
  const urlFor = async (partNumber: number, fresh = false) => {
    if (fresh) urls.delete(partNumber)
    while (!urls.has(partNumber)) {
      // One batch at a time: the next 10 unsigned parts from this one on.
      signing ??= signBatch(remaining.filter((number) => number >= partNumber && !urls.has(number)))
        .then((signed) => signed.forEach((url, number) => urls.set(number, url)))
        .finally(() => (signing = null))
      await signing
    }
    return urls.get(partNumber)!
  }
  const signBatch = async (partNumbers: number[]) => {
    const batch = partNumbers.slice(0, PART_URLS_PER_BATCH)
    const answer = await postJson<{ urls?: unknown }>(
      backend,
      's3/multipart/batch-sign-part-urls',
      { partNumbers: batch, uploadId: state.uploadId, key: state.key },
      job.signal
    )
    return signedUrls(answer?.urls, batch)
  }

  const putPart = async (partNumber: number) => {
    for (let attempt = 0; ; attempt++) {
      try {
        const url = await urlFor(partNumber, attempt > 0)
        const start = partSize * (partNumber - 1)
        const response = await backend.http({
          method: 'PUT',
          url,
          body: job.file.slice(start, start + sizeOf(partNumber)),
          signal: job.signal,
          withCredentials: false,
          onProgress: (bytesSent) => {
            sent.set(partNumber, bytesSent)
            reportProgress()
          },
        })
        const etag = response.header('ETag')
        if (response.status < 200 || response.status >= 300 || !etag) {
          throw new UploadFailure(null, response.status)
        }
        sent.delete(partNumber)
        done.set(partNumber, { PartNumber: partNumber, ETag: etag, Size: sizeOf(partNumber) })
        reportProgress()
        return
      } catch (error) {
        sent.delete(partNumber)
        if (job.signal.aborted) throw new UploadAbortedError()
        const retryable = error instanceof UploadNetworkError || error instanceof UploadFailure
        if (!retryable || attempt >= PART_RETRIES) throw error
        await wait(backend, job, PART_RETRY_DELAYS_MS[attempt])
      }
    }
  }

  let next = 0
  const worker = async () => {
    while (next < remaining.length) await putPart(remaining[next++])
  }
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENT_PART_UPLOADS, remaining.length) }, worker)
  )
  return [...done.values()].sort((a, b) => a.PartNumber - b.PartNumber)
}

/** The answer's `urls`, as a list of { partNumber, url } or a map from part number to URL. */
function signedUrls(urls: unknown, asked: number[]): Map<number, string> {
  const signed = new Map<number, string>()
  if (Array.isArray(urls)) {
    urls.forEach((entry, index) => {
      if (typeof entry === 'string') signed.set(asked[index], entry)
      else if (entry && typeof entry === 'object' && 'url' in entry)
        signed.set(
          Number((entry as { partNumber?: number }).partNumber ?? asked[index]),
          String(entry.url)
        )
    })
  } else if (urls && typeof urls === 'object') {
    for (const [number, url] of Object.entries(urls)) signed.set(Number(number), String(url))
  }
  if (asked.some((number) => !signed.has(number))) {
    throw new UploadFailure(null, 0, { cause: new Error('Part URLs missing from the answer') })
  }
  return signed
}

function wait(backend: UploadBackend, job: UploadJob, ms: number) {
  return new Promise<void>((resolve, reject) => {
    job.waitingToRetry(true)
    const timer = backend.clock.setTimeout(() => {
      job.signal.removeEventListener('abort', onAbort)
      job.waitingToRetry(false)
      resolve()
    }, ms)
    const onAbort = () => {
      backend.clock.clearTimeout(timer)
      reject(new UploadAbortedError())
    }
    job.signal.addEventListener('abort', onAbort, { once: true })
  })
}

function readStored(backend: UploadBackend, key: string): StoredMultipart | null {
  try {
    const stored = JSON.parse(backend.storage.getItem(key) ?? 'null') as StoredMultipart | null
    return stored?.uploadId && stored.key ? stored : null
  } catch {
    return null
  }
}

function fingerprintOf(job: UploadJob) {
  const { name, size, lastModified, mime, relativePath, disk } = job.item
  return [name, mime, size, lastModified, relativePath ?? '', disk].join('::')
}
