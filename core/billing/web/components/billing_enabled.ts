import { toBoolean } from '@web/bootstrap/settings.js'
import { useSetting } from '@web/bootstrap/use_bootstrap.js'
import { routeNotFound } from '@web/kernel/route_loader.js'

/** Billing is optional (spec section 1): with it off its pages are not there. */
export function useBillingEnabled() {
  if (!toBoolean(useSetting('billing.enable'))) throw routeNotFound()
}
