import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { type DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#core/accounts/server/models/user'
import SocialProfile from '#core/accounts/server/models/social_profile'
import { createUser } from '#core/accounts/server/actions/create_user'
import { randomToken } from '../secrets.js'
import type { SocialService } from './social_settings.js'

/** Who the provider says the person is (from ally's user()), reduced to what we keep. */
export interface SocialIdentity {
  service: SocialService
  /** The person's id at the provider. */
  id: string
  email: string | null
  emailVerified: boolean
  name: string | null
  username: string | null
  accessToken: string | null
  refreshToken: string | null
  expiresAt: DateTime | null
}

/** Enough to link an identity; tokens are absent when it waited in the session. */
export type LinkableIdentity = Pick<SocialIdentity, 'service' | 'id' | 'name' | 'username'> &
  Partial<SocialIdentity>

/** The provider account is already linked to a different account of ours. */
export class SocialProfileTaken extends Error {
  constructor(service: SocialService) {
    super(`This ${serviceLabel(service)} account is already connected to another user.`)
  }
}

const LABELS: Record<SocialService, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X',
  spotify: 'Spotify',
}

export function serviceLabel(service: SocialService) {
  return LABELS[service]
}

/** Links between our accounts and provider accounts (social_profiles). */
export class SocialAccounts {
  /** The account this provider identity signs in to, if it was linked before. */
  async linkedUser(service: SocialService, serviceId: string): Promise<User | null> {
    const profile = await SocialProfile.query()
      .where({ serviceName: service, userServiceId: serviceId })
      .first()
    return profile ? User.find(profile.userId) : null
  }

  /**
   * Links the identity to `user`, replacing the user's earlier link to the
   * same provider and refreshing name and tokens of an existing link. Refused
   * when another account holds the identity (the unique index also guards
   * against two requests racing).
   */
  async link(user: User, identity: LinkableIdentity, trx?: TransactionClientContract): Promise<void> {
    if (!trx) return db.transaction((ownTrx) => this.link(user, identity, ownTrx))

    const existing = await SocialProfile.query({ client: trx })
      .where({ serviceName: identity.service, userServiceId: identity.id })
      .first()
    if (existing && existing.userId !== user.id) throw new SocialProfileTaken(identity.service)
    if (!existing) {
      await SocialProfile.query({ client: trx }).where({ userId: user.id, serviceName: identity.service }).delete()
    }
    const profile = existing ?? new SocialProfile()
    profile.useTransaction(trx)
    profile.merge({
      userId: user.id,
      serviceName: identity.service,
      userServiceId: identity.id,
      username: identity.username ?? identity.name,
      accessToken: identity.accessToken ?? null,
      refreshToken: identity.refreshToken ?? null,
      accessExpiresAt: identity.expiresAt ?? null,
    })
    await profile.save()
  }

  async unlink(user: User, service: SocialService) {
    await SocialProfile.query().where({ userId: user.id, serviceName: service }).delete()
  }

  /**
   * A new account for a person the provider vouches for, linked to the
   * identity. It gets a random password nobody knows: the person signs in
   * through the provider, or sets a password with 'forgot password'.
   */
  async register(identity: SocialIdentity & { email: string }): Promise<User> {
    const [firstName, ...rest] = (identity.name ?? '').trim().split(/\s+/)
    // One transaction: no account is left behind without its link.
    return db.transaction(async (trx) => {
      const user = await createUser(
        {
          email: identity.email,
          password: randomToken(40),
          firstName: firstName || null,
          lastName: rest.join(' ') || null,
          verified: identity.emailVerified,
        },
        trx
      )
      await this.link(user, identity, trx)
      return user
    })
  }
}
