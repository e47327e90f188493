import {
  UploadAbortedError,
  UploadNetworkError,
  type UploadHttp,
  type UploadResponse,
} from './upload_http.js'

/** The browser's UploadHttp: XMLHttpRequest, the one browser API that reports upload progress. */
export const xhrUploadHttp: UploadHttp = (request) =>
  new Promise<UploadResponse>((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new UploadAbortedError())
      return
    }
    const xhr = new XMLHttpRequest()
    xhr.open(request.method, request.url, true)
    xhr.withCredentials = request.withCredentials ?? true
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      xhr.setRequestHeader(name, value)
    }
    const onAbort = () => xhr.abort()
    request.signal?.addEventListener('abort', onAbort, { once: true })
    const done = () => request.signal?.removeEventListener('abort', onAbort)

    if (request.onProgress) {
      const report = request.onProgress
      xhr.upload.addEventListener('progress', (event) => report(event.loaded))
    }
    xhr.addEventListener('load', () => {
      done()
      resolve({
        status: xhr.status,
        header: (name) => xhr.getResponseHeader(name),
        body: xhr.responseText,
      })
    })
    xhr.addEventListener('error', () => {
      done()
      reject(new UploadNetworkError())
    })
    xhr.addEventListener('timeout', () => {
      done()
      reject(new UploadNetworkError('The server took too long to answer'))
    })
    xhr.addEventListener('abort', () => {
      done()
      reject(new UploadAbortedError())
    })
    xhr.send(request.body ?? null)
  })
