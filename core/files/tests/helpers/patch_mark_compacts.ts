/**
 * Run as a process of its own (read_buffer_collection.spec.ts): one tus PATCH
 * of BODY_MB megabytes over loopback into @tus/server with the app's store,
 * made into a web Request as the tus route makes it (tusWebRequest). Prints
 * `{ "markCompacts": n }`, the full collections during the PATCH.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PerformanceObserver, constants } from 'node:perf_hooks'
import { Server } from '@tus/server'
import { BatchedFileStore } from '#core/files/server/tus/batched_file_store'
import { tusWebRequest } from '#core/files/server/tus/request_body'

const bodyBytes = Number(process.env.BODY_MB) * 1024 * 1024
const directory = await mkdtemp(join(tmpdir(), 'cadenza-patch-'))
const tus = new Server({ path: '/files', datastore: new BatchedFileStore({ directory }) })

const http = createServer(async (incoming, outgoing) => {
  const answer = await tus.handleWeb(tusWebRequest(incoming, incoming.method!, incoming.url!))
  outgoing.writeHead(answer.status, Object.fromEntries(answer.headers))
  outgoing.end(await answer.text())
})
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`

const created = await fetch(`${origin}/files`, {
  method: 'POST',
  headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bodyBytes) },
})
const location = new URL(created.headers.get('location')!, origin)

let markCompacts = 0
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if ((entry as unknown as { detail: { kind: number } }).detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
      markCompacts++
})
observer.observe({ entryTypes: ['gc'] })

const status = await new Promise<number>((resolve, reject) => {
  const patch = request(
    location,
    {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bodyBytes),
      },
    },
    (answer) => answer.resume().on('end', () => resolve(answer.statusCode!))
  )
  patch.on('error', reject)
  const megabyte = Buffer.alloc(1024 * 1024, 7)
  let sent = 0
  const sendMore = () => {
    while (sent < bodyBytes) {
      sent += megabyte.length
      if (!patch.write(megabyte)) return void patch.once('drain', sendMore)
    }
    patch.end()
  }
  sendMore()
})
observer.disconnect()
http.close()
await rm(directory, { recursive: true, force: true })
if (status !== 204) throw new Error(`The PATCH answered ${status}`)
console.log(JSON.stringify({ markCompacts }))
