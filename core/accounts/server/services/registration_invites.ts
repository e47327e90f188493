/**
 * When an admin disables registration, only invited people may still sign up
 * (spec section 2). Which invites exist is up to the module that sends them
 * (workspaces...): it registers a verifier for its invite type at boot. An
 * invite nobody can verify never opens registration, so a made-up invite_id
 * cannot bypass the setting.
 */
export type InviteVerifier = (inviteId: string, email: string) => Promise<boolean>

const verifiers = new Map<string, InviteVerifier>()

export function registerInviteVerifier(inviteType: string, verifier: InviteVerifier) {
  verifiers.set(inviteType, verifier)
}

/** Removes a verifier (tests). */
export function forgetInviteVerifier(inviteType: string) {
  verifiers.delete(inviteType)
}

export async function inviteAllowsRegistration(
  invite: { inviteId?: string; inviteType?: string },
  email: string
) {
  if (!invite.inviteId || !invite.inviteType) return false
  const verifier = verifiers.get(invite.inviteType)
  return verifier ? verifier(invite.inviteId, email) : false
}
