import type { BackstageRequestType } from '../../../shared/backstage_types.js'

/** The addresses of the request screens (spec section 2, Backstage). */
export const BACKSTAGE_PATHS = {
  requests: '/backstage/requests',
  /** backstage/requests/become-artist, /claim-artist and /verify-artist: one form. */
  form: (type: BackstageRequestType) => `/backstage/requests/${type}`,
  submitted: (id: number) => `/backstage/requests/${id}/request-submitted`,
}
