// A plain path, not @web: unit tests import this file under Node, which knows no such alias.
import { settingValue, toBoolean } from '../../../../../../web/src/bootstrap/settings.js'

const DEFAULT_DEMO_DOMAIN = 'demo.com'
/** How many numbered demo accounts a demo site keeps ready (demo1@ .. demo100@). */
const RANDOM_DEMO_ACCOUNTS = 100

/**
 * On a demo site the login form comes filled in (spec section 2): the fixed
 * demo account, or, when demo.random_accounts is on, one of the numbered
 * ones so visitors do not trip over each other. Null outside demo mode.
 */
export function demoCredentials(
  settings: Record<string, unknown>,
  random: () => number = Math.random
): { email: string; password: string } | null {
  if (!toBoolean(settingValue(settings, 'demo.enabled'))) return null
  const email = String(settingValue(settings, 'demo.email') ?? '')
  const password = String(settingValue(settings, 'demo.password') ?? '')
  if (!toBoolean(settingValue(settings, 'demo.random_accounts'))) return { email, password }
  const domain = email.includes('@') ? email.slice(email.lastIndexOf('@') + 1) : DEFAULT_DEMO_DOMAIN
  const number = Math.floor(random() * RANDOM_DEMO_ACCOUNTS) + 1
  return { email: `demo${number}@${domain}`, password }
}
