import { FILE_ROUTES } from '../../../shared/file_entry.js'
import { jsonBody, serverMessage, upgradeUrl } from '../upload_http.js'
import {
  clientFields,
  fileEntryOf,
  uploadMetadata,
  UploadFailure,
  type UploadTransport,
} from '../upload_backend.js'

/** Spec section 7: `POST file-entries` as multipart (file, clientMime, clientExtension, metadata). */
export const plainUpload: UploadTransport = async (job, backend) => {
  const form = new FormData()
  const client = clientFields(job.item)
  form.append('clientMime', client.clientMime)
  form.append('clientExtension', client.clientExtension)
  form.append('clientName', client.clientName)
  form.append('disk', job.item.disk)
  form.append('metadata', JSON.stringify(uploadMetadata(job.item)))
  // The file goes last: a server reading the stream has the fields before the bytes.
  form.append('file', job.file, job.item.name)

  const response = await backend.http({
    method: 'POST',
    url: backend.apiUrl(FILE_ROUTES.entries),
    headers: backend.headers(),
    body: form,
    signal: job.signal,
    onProgress: (sent) => job.reportProgress(Math.min(sent, job.item.size)),
  })
  const body = jsonBody(response)
  if (response.status < 200 || response.status >= 300) {
    throw new UploadFailure(serverMessage(body), response.status, { upgradeUrl: upgradeUrl(body) })
  }
  return fileEntryOf(body)
}
