/**
 * A local stand-in for Google's reCAPTCHA siteverify endpoint: a real HTTP
 * server speaking its protocol (a form-encoded POST of secret, response and
 * remoteip; a JSON answer with success and error-codes). Only HUMAN_TOKEN
 * with RECAPTCHA_SECRET passes. `configure()` points the site at it through
 * the settings, as an admin could, and returns a function restoring them.
 *
 *   const recaptcha = await RecaptchaServer.start()
 *   const restore = await recaptcha.configure({ 'recaptcha.enable_register': true })
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import app from '@adonisjs/core/services/app'
import { SettingsStore } from '#core/settings/server/settings_store'

export const HUMAN_TOKEN = 'human-token'
export const RECAPTCHA_SECRET = 'test-secret'

export class RecaptchaServer {
  /** Every verification request received, oldest first. */
  requests: URLSearchParams[] = []

  private constructor(private server: Server) {}

  static async start() {
    const recaptcha: RecaptchaServer = new RecaptchaServer(
      createServer((request, response) => {
        let body = ''
        request.on('data', (chunk) => (body += chunk))
        request.on('end', () => {
          const form = new URLSearchParams(body)
          recaptcha.requests.push(form)
          const success =
            form.get('secret') === RECAPTCHA_SECRET && form.get('response') === HUMAN_TOKEN
          response.setHeader('content-type', 'application/json')
          response.end(
            JSON.stringify(
              success
                ? { success: true, challenge_ts: new Date().toISOString(), hostname: '127.0.0.1' }
                : { 'success': false, 'error-codes': ['invalid-input-response'] }
            )
          )
        })
      })
    )
    await new Promise<void>((resolve) => recaptcha.server.listen(0, '127.0.0.1', resolve))
    return recaptcha
  }

  get verifyUrl() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/recaptcha/api/siteverify`
  }

  /** Saves the secret, this server's URL and `settings`; returns a function restoring the previous values. */
  async configure(settings: Record<string, unknown> = {}) {
    const store = await app.container.make(SettingsStore)
    await store.refresh(true)
    const values = {
      'recaptcha.secret_key': RECAPTCHA_SECRET,
      'recaptcha.verify_url': this.verifyUrl,
      ...settings,
    }
    const previous = Object.fromEntries(
      Object.keys(values).map((key) => [key, store.get(key, null)])
    )
    await store.save(values)
    return () => store.save(previous)
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}
