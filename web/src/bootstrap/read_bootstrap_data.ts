import { BOOTSTRAP_GLOBAL, type BootstrapData } from '../../../core/kernel/shared/bootstrap_data.js'

/** The bootstrap data the server inlined into the page, as an object or a JSON string (spec section 3). */
export function readBootstrapData(): BootstrapData {
  const raw = (window as unknown as Record<string, unknown>)[BOOTSTRAP_GLOBAL]
  if (!raw)
    throw new Error(
      `window.${BOOTSTRAP_GLOBAL} is missing: open the app through the Cadenza server, which inlines it.`
    )
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as BootstrapData
}
