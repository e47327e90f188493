import { useCallback } from 'react'
import { settingValue, toBoolean } from '@web/bootstrap/settings.js'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { recaptchaToken } from './recaptcha_token.js'

/**
 * The recaptcha_token field a form adds to its payload when the site checks
 * `action` with reCAPTCHA (recaptcha.enable_<action> and a site key); an
 * empty object otherwise.
 */
export function useRecaptcha(action: 'login' | 'register') {
  const { settings } = useBootstrap()
  const siteKey = settingValue(settings, 'recaptcha.site_key')
  const enabled =
    toBoolean(settingValue(settings, `recaptcha.enable_${action}`)) &&
    typeof siteKey === 'string' &&
    siteKey !== ''

  return useCallback(async (): Promise<{ recaptcha_token?: string | null }> => {
    if (!enabled) return {}
    return { recaptcha_token: await recaptchaToken(siteKey as string, action) }
  }, [enabled, siteKey, action])
}
