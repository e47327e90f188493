import type { Logger } from '@adonisjs/core/logger'
import type { PluginHost } from '#core/kernel/contract'

/** Google's endpoint; the `recaptcha.verify_url` setting can point elsewhere (a test double, a proxy). */
export const GOOGLE_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

const VERIFY_TIMEOUT_MS = 5000

/**
 * Asks the reCAPTCHA service whether a token the browser obtained proves a
 * human. Fails closed: no token, no secret, a refusal or an unreachable
 * service all mean "not verified".
 */
export class RecaptchaVerifier {
  constructor(
    private settings: PluginHost['settings'],
    private logger: Logger
  ) {}

  /** Whether an admin turned verification on for an action ('contact', 'register'...). */
  isEnabledFor(action: string): boolean {
    return Boolean(this.settings.get(`recaptcha.enable_${action}`, false))
  }

  async verify(token: unknown, remoteIp: string): Promise<boolean> {
    const secret = this.settings.get<string | null>('recaptcha.secret_key', null)
    if (typeof token !== 'string' || !token || !secret) return false
    const url = this.settings.get<string>('recaptcha.verify_url', GOOGLE_RECAPTCHA_VERIFY_URL)
    try {
      const response = await fetch(url, {
        method: 'POST',
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`reCAPTCHA answered HTTP ${response.status}`)
      const result = (await response.json()) as { success?: unknown }
      return result.success === true
    } catch (error) {
      this.logger.warn({ err: error }, 'reCAPTCHA verification failed; treating the visitor as unverified')
      return false
    }
  }
}
