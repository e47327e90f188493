import encryption from '@adonisjs/core/services/encryption'

const PURPOSE = 'notifications.unsubscribe'

export interface UnsubscribeClaim {
  userId: number
  type: string
}

/**
 * The token of an email's one-click unsubscribe link: who and which type,
 * signed with APP_KEY so nobody can forge one for someone else. It does not
 * expire: an old email's link must still work.
 */
export function unsubscribeToken(claim: UnsubscribeClaim) {
  return encryption.use().getMessageVerifier().sign({ u: claim.userId, t: claim.type }, undefined, PURPOSE)
}

export function readUnsubscribeToken(token: string): UnsubscribeClaim | null {
  const payload = encryption.use().getMessageVerifier().unsign<{ u: unknown; t: unknown }>(token, PURPOSE)
  if (!payload || typeof payload.u !== 'number' || typeof payload.t !== 'string') return null
  return { userId: payload.u, type: payload.t }
}
