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
import type { IncomingMessage, ServerResponse } from 'node:http'
import { LocalHttpStandIn } from './local_http_stand_in.js'
import { saveSettings } from './site_settings.js'

export const HUMAN_TOKEN = 'human-token'
export const RECAPTCHA_SECRET = 'test-secret'

export class RecaptchaServer extends LocalHttpStandIn {
  /** Every verification request received, oldest first. */
  requests: URLSearchParams[] = []

  static async start() {
    const recaptcha = new RecaptchaServer()
    await recaptcha.listen((request, response) => recaptcha.#verify(request, response))
    return recaptcha
  }

  get verifyUrl() {
    return `${this.origin}/recaptcha/api/siteverify`
  }

  /** Saves the secret, this server's URL and `settings`; returns a function restoring the previous values. */
  configure(settings: Record<string, unknown> = {}) {
    return saveSettings({
      'recaptcha.secret_key': RECAPTCHA_SECRET,
      'recaptcha.verify_url': this.verifyUrl,
      ...settings,
    })
  }

  #verify(request: IncomingMessage, response: ServerResponse) {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const form = new URLSearchParams(body)
      this.requests.push(form)
      const success = form.get('secret') === RECAPTCHA_SECRET && form.get('response') === HUMAN_TOKEN
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify(
          success
            ? { success: true, challenge_ts: new Date().toISOString(), hostname: '127.0.0.1' }
            : { 'success': false, 'error-codes': ['invalid-input-response'] }
        )
      )
    })
  }
}
