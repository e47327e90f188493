import app from '@adonisjs/core/services/app'
import { UpgradeOffer } from '../module_services.js'

/** What a quota refusal answers: the message, and where to get more when a module offers it. */
export type QuotaRefusalBody<Extra extends object = object> = Extra & {
  message: string
  upgrade_url?: string
}

/** Where a person over quota can get more (billing's /pricing while it is on); null when no module offers it. */
export async function upgradeOfferPath(): Promise<string | null> {
  return app.container.hasBinding(UpgradeOffer) ? (await app.container.make(UpgradeOffer)).path() : null
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
  const offer = await upgradeOfferPath()
  return { ...(extra as Extra), message, ...(offer ? { upgrade_url: offer } : {}) }
}

/**
 * A request refused by a restriction's quota, thrown from anywhere (a
 * service, a listener): the exception handler answers `quotaRefusal`'s body
 * with `status`. With `field`, a 422 also names the field the way a
 * validation error does (`errors: { [field]: [message] }`), so forms show it
 * where they show every other refusal.
 */
export class QuotaExceeded extends Error {
  constructor(
    message: string,
    readonly status: 403 | 413 | 422 = 403,
    readonly field?: string
  ) {
    super(message)
  }

  body() {
    return quotaRefusal(this.message, this.field ? { errors: { [this.field]: [this.message] } } : {})
  }
}
