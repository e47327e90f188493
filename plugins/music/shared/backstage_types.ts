/**
 * Backstage artist requests (spec section 2, Backstage and Admin), as the
 * API sends them and the screens read them. Shared by the server's
 * presenters and the web app, so a change on one side breaks the other at
 * typecheck.
 */

/**
 * What a request asks: a new artist page (become-artist), to manage an
 * existing one (claim-artist), or the verified badge for an artist the
 * person already manages (verify-artist). One form serves all three.
 */
export const BACKSTAGE_REQUEST_TYPES = ['become-artist', 'claim-artist', 'verify-artist'] as const
export type BackstageRequestType = (typeof BACKSTAGE_REQUEST_TYPES)[number]

export const BACKSTAGE_REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const
export type BackstageRequestStatus = (typeof BACKSTAGE_REQUEST_STATUSES)[number]

/** What the person is to the artist. */
export const ARTIST_RELATIONS = ['artist', 'manager', 'label', 'agent', 'other'] as const
export type ArtistRelation = (typeof ARTIST_RELATIONS)[number]

/** Limits the form and the server share. */
export const BACKSTAGE_REQUEST_LIMITS = {
  links: 10,
  attachments: 5,
  message: 2000,
  reason: 1000,
  name: 191,
  company: 191,
} as const

export interface RequestLink {
  url: string
  title?: string
}

export interface RequestArtist {
  id: number
  name: string
  image: string | null
  verified: boolean
}

/** A proof file the person attached (a file entry they uploaded). */
export interface RequestAttachment {
  id: number
  name: string
  mime: string | null
  size: number
  url: string
}

export interface RequestPerson {
  id: number
  name: string
  email: string
  image: string | null
}

/** A request as its sender sees it. */
export interface BackstageRequest {
  id: number
  type: BackstageRequestType
  status: BackstageRequestStatus
  artist_name: string
  /** The claimed or verified artist; for become-artist, the artist an approval created. */
  artist: RequestArtist | null
  role: ArtistRelation
  company: string | null
  links: RequestLink[]
  message: string | null
  attachments: RequestAttachment[]
  /** Why it was denied (or a note with an approval). */
  reason: string | null
  created_at: string
  decided_at: string | null
}

/** A request as the admin's detail page shows it. */
export interface AdminBackstageRequest extends BackstageRequest {
  user: RequestPerson | null
  decided_by: RequestPerson | null
  /** For a pending become-artist: artists already named so (case aside), which the person might rather claim. */
  namesakes: RequestArtist[]
  /** For claim-artist and verify-artist: who manages the artist now. */
  managers: RequestPerson[]
}

/** A row of the admin's backstage-requests list. */
export interface AdminBackstageRequestRow {
  id: number
  type: BackstageRequestType
  status: BackstageRequestStatus
  artist_name: string
  role: ArtistRelation
  user: RequestPerson | null
  created_at: string
  decided_at: string | null
}

/** GET music/backstage/requests: the person's own requests, newest first, and what they may ask. */
export interface MyBackstageRequests {
  data: BackstageRequest[]
  /** Artists the person already manages (what verify-artist can pick from). */
  managed_artists: RequestArtist[]
}
