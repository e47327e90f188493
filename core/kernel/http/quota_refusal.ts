import app from '@adonisjs/core/services/app'
import { UpgradeOffer } from '../module_services.js'

/** What a quota refusal answers: the message, and where to get more when a module offers it. */
export type QuotaRefusalBody<Extra extends object = object> = Extra & {
  message: string
  upgrade_url?: string
}

/**
 * The body of a refusal by a restriction's quota (spec section 6: the
 * person is over quota), with `upgrade_url` (billing's /pricing while it is
 * on) so the client can offer more. Modules answer quota refusals through
 * this instead of knowing whether billing exists.
 */
export async function quotaRefusal<Extra extends object>(
  message: string,
  extra?: Extra
): Promise<QuotaRefusalBody<Extra>> {
  const offer = app.container.hasBinding(UpgradeOffer)
    ? await (await app.container.make(UpgradeOffer)).path()
    : null
  return { ...(extra as Extra), message, ...(offer ? { upgrade_url: offer } : {}) }
}
