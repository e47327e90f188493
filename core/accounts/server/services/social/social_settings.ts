import type { SettingSchemaEntry } from '#core/kernel/contract'

/** The social login providers of spec section 3 ('twitter' is X, through its OAuth 2 API). */
export const SOCIAL_SERVICES = ['google', 'facebook', 'twitter', 'spotify'] as const
export type SocialService = (typeof SOCIAL_SERVICES)[number]

/**
 * Per provider: `enable` (public, the web app shows the button), the OAuth
 * client credentials, and optional endpoint overrides (a self-hosted
 * identity proxy, or a local OIDC server in tests); null means the
 * provider's real endpoint. Credentials fall back to environment variables
 * (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET...).
 */
const PRIVATE_FIELDS = [
  'client_id',
  'client_secret',
  'authorize_url',
  'access_token_url',
  'user_info_url',
] as const
export type SocialPrivateField = (typeof PRIVATE_FIELDS)[number]

export const SOCIAL_PRIVATE_SETTINGS = SOCIAL_SERVICES.flatMap((service) =>
  PRIVATE_FIELDS.map((field) => `social.${service}.${field}`)
)

export const SOCIAL_SETTINGS_DEFAULTS: Record<string, unknown> = {
  'social.compact_buttons': false,
  ...Object.fromEntries(SOCIAL_SERVICES.map((service) => [`social.${service}.enable`, false])),
  ...Object.fromEntries(SOCIAL_PRIVATE_SETTINGS.map((key) => [key, null])),
}

const PROVIDER_NAMES: Record<SocialService, string> = { google: 'Google', facebook: 'Facebook', twitter: 'X (Twitter)', spotify: 'Spotify' }

/** What an admin sets per provider; the endpoint overrides stay internal. */
export const SOCIAL_SETTINGS_SCHEMA: Record<string, SettingSchemaEntry> = {
  'social.compact_buttons': { type: 'boolean', label: 'Compact social buttons', group: 'authentication' },
  ...Object.fromEntries(
    SOCIAL_SERVICES.flatMap((service): Array<[string, SettingSchemaEntry]> => [
      [`social.${service}.enable`, { type: 'boolean', label: `${PROVIDER_NAMES[service]} login`, group: 'authentication' }],
      // The OAuth app's credentials: the providers tab (empty: the provider's environment variables).
      [
        `social.${service}.client_id`,
        { type: 'string', label: `${PROVIDER_NAMES[service]} client ID`, description: `Empty: ${service.toUpperCase()}_CLIENT_ID.`, group: 'providers', validation: { max: 255 } },
      ],
      [
        `social.${service}.client_secret`,
        {
          type: 'string',
          label: `${PROVIDER_NAMES[service]} client secret`,
          description: `Empty: ${service.toUpperCase()}_CLIENT_SECRET.`,
          group: 'providers',
          secret: true,
          validation: { max: 255 },
        },
      ],
    ])
  ),
}

export function isSocialService(name: string): name is SocialService {
  return (SOCIAL_SERVICES as readonly string[]).includes(name)
}
