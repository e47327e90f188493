import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A browser's push subscription made against the stand-in, with the private half to read what arrives. */
export interface TestBrowserSubscription {
  id: string
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export interface ReceivedPush {
  subscriptionId: string
  headers: Record<string, string | string[] | undefined>
  /** The decrypted payload, parsed as JSON. */
  payload: any
}

interface BrowserKeys {
  ecdh: ReturnType<typeof createECDH>
  auth: Buffer
}

/**
 * A Web Push service stand-in (RFC 8030 over HTTPS, as web-push requires):
 * it hands out subscriptions as a browser would (its own P-256 key pair and
 * auth secret), receives the app's pushes, checks the VAPID authorization is
 * there, decrypts each body (RFC 8291, aes128gcm) and keeps it. A
 * subscription marked `expire()` answers 410 Gone, as a real service does
 * once the browser unsubscribed. Its certificate is self-signed:
 * `trustForApp()` lets this process's TLS accept it until stop().
 */
export class TestPushService {
  readonly pushes: ReceivedPush[] = []
  #browsers = new Map<string, BrowserKeys>()
  #expired = new Set<string>()
  #waiters: Array<() => void> = []
  #previousTlsSetting: string | undefined
  #trusting = false

  private constructor(
    private server: Server,
    private certificateFolder: string
  ) {}

  static async start() {
    const folder = mkdtempSync(join(tmpdir(), 'push-service-'))
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem')], { stdio: 'ignore' })
    let service: TestPushService
    const server = createServer({ key: readFileSync(join(folder, 'key.pem')), cert: readFileSync(join(folder, 'cert.pem')) }, (request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk) => chunks.push(chunk))
      request.on('end', () => {
        const status = service.#receive(request.url ?? '', request.headers, Buffer.concat(chunks))
        response.writeHead(status).end()
      })
    })
    service = new TestPushService(server, folder)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return service
  }

  trustForApp() {
    this.#previousTlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
    this.#trusting = true
  }

  /** A new browser subscription, as `PushSubscription.toJSON()` gives it. */
  subscribe(): TestBrowserSubscription {
    const id = randomBytes(8).toString('hex')
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const auth = randomBytes(16)
    this.#browsers.set(id, { ecdh, auth })
    const { port } = this.server.address() as AddressInfo
    return { id, endpoint: `https://127.0.0.1:${port}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } }
  }

  /** The browser unsubscribed: the service answers 410 from now on. */
  expire(subscription: TestBrowserSubscription) {
    this.#expired.add(subscription.id)
  }

  pushesTo(subscription: TestBrowserSubscription) {
    return this.pushes.filter((push) => push.subscriptionId === subscription.id)
  }

  /** Waits until `count` pushes reached the subscription (or throws after `timeout` ms). */
  async waitForPushes(subscription: TestBrowserSubscription, count = 1, timeout = 10_000) {
    const deadline = Date.now() + timeout
    while (this.pushesTo(subscription).length < count) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`${this.pushesTo(subscription).length} of ${count} pushes arrived within ${timeout} ms`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.#waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    return this.pushesTo(subscription)
  }

  async stop() {
    if (this.#trusting) {
      if (this.#previousTlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = this.#previousTlsSetting
    }
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
    rmSync(this.certificateFolder, { recursive: true, force: true })
  }

  #receive(url: string, headers: ReceivedPush['headers'], body: Buffer) {
    const id = /^\/push\/([0-9a-f]+)$/.exec(url)?.[1]
    const browser = id && this.#browsers.get(id)
    if (!id || !browser) return 404
    if (this.#expired.has(id)) return 410
    if (!String(headers.authorization ?? '').startsWith('vapid t=') || headers['content-encoding'] !== 'aes128gcm') return 400
    this.pushes.push({ subscriptionId: id, headers, payload: JSON.parse(decrypt(body, browser).toString('utf8')) })
    this.#waiters.splice(0).forEach((wake) => wake())
    return 201
  }
}

/** RFC 8291 / RFC 8188: one aes128gcm record, decrypted with the browser's private key and auth secret. */
function decrypt(body: Buffer, browser: BrowserKeys) {
  const salt = body.subarray(0, 16)
  const idLength = body[20]
  const serverPublicKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const sharedSecret = browser.ecdh.computeSecret(serverPublicKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublicKey])
  const inputKey = Buffer.from(hkdfSync('sha256', sharedSecret, browser.auth, keyInfo, 32))
  const contentKey = Buffer.from(hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends with a 0x02 delimiter, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2))
}
