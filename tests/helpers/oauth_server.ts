import { OAuth2Server } from 'oauth2-mock-server'
import app from '@adonisjs/core/services/app'
import { SettingsStore } from '#core/settings/server/settings_store'
import type { SocialService } from '#core/accounts/server/services/social/social_settings'

/** The person signed in at the local identity provider. */
export interface OidcPerson {
  id: string
  email: string | null
  name: string
  emailVerified?: boolean
}

/**
 * A real local OAuth 2 / OpenID Connect server (oauth2-mock-server): it
 * issues signed codes and tokens and answers the userinfo endpoint with the
 * person set in `person`, shaped like the provider being imitated (Google's
 * OIDC claims, Facebook's Graph fields, Spotify's and X's profile objects).
 * `configure(service)` points that provider's endpoints at this server
 * through the settings, exactly as an admin could.
 */
export class LocalOidcServer {
  person: OidcPerson = {
    id: 'oidc-user-1',
    email: 'oidc.user@example.com',
    name: 'Oidc User',
    emailVerified: true,
  }
  #server = new OAuth2Server()
  #service: SocialService = 'google'

  async start() {
    await this.#server.issuer.keys.generate('RS256')
    await this.#server.start(0, '127.0.0.1')
    this.#server.service.on('beforeUserinfo', (userInfo) => {
      userInfo.body = profileShape(this.#service, this.person)
    })
    return this
  }

  get url() {
    return this.#server.issuer.url!
  }

  /** Enables `service` against this server; returns a function that restores the previous settings. */
  async configure(service: SocialService) {
    this.#service = service
    const settings = await app.container.make(SettingsStore)
    const values = {
      [`social.${service}.enable`]: true,
      [`social.${service}.client_id`]: `${service}-client`,
      [`social.${service}.client_secret`]: `${service}-secret`,
      [`social.${service}.authorize_url`]: `${this.url}/authorize`,
      [`social.${service}.access_token_url`]: `${this.url}/token`,
      [`social.${service}.user_info_url`]: `${this.url}/userinfo`,
    }
    const previous = Object.fromEntries(
      Object.keys(values).map((key) => [key, settings.get(key, null)])
    )
    await settings.save(values)
    return () => settings.save(previous)
  }

  stop() {
    return this.#server.stop()
  }
}

function profileShape(service: SocialService, person: OidcPerson): Record<string, unknown> {
  switch (service) {
    case 'google':
      return {
        sub: person.id,
        email: person.email,
        email_verified: person.emailVerified ?? false,
        name: person.name,
      }
    case 'facebook':
      return {
        id: person.id,
        name: person.name,
        email: person.email,
        verified: person.emailVerified ?? false,
      }
    case 'spotify':
      return { id: person.id, display_name: person.name, email: person.email, images: [] }
    case 'twitter':
      return {
        data: {
          id: person.id,
          name: person.name,
          username: person.name.toLowerCase().replace(/\s+/g, ''),
          confirmed_email: person.email ?? undefined,
        },
      }
  }
}

/** The message a social login popup page posts to its opener. */
export function parseSocialPopup(html: string): {
  type: string
  status: string
  message?: string
  bootstrapData?: any
} {
  const match = html.match(/var message = (.*);\n/)
  if (!match) throw new Error(`Not a social login popup page:\n${html.slice(0, 500)}`)
  return JSON.parse(match[1])
}
