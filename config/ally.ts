import env from '#start/env'
import { appUrl } from '#config/app'
import { configProvider } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { defineConfig } from '@adonisjs/ally'
import { GoogleDriver } from '@adonisjs/ally/drivers/google'
import { FacebookDriver } from '@adonisjs/ally/drivers/facebook'
import { TwitterXDriver } from '@adonisjs/ally/drivers/twitter_x'
import { SpotifyDriver } from '@adonisjs/ally/drivers/spotify'
import type { InferSocialProviders, SpotifyDriverConfig } from '@adonisjs/ally/types'
import { SettingsStore } from '#core/settings/server/settings_store'
import type {
  SocialPrivateField,
  SocialService,
} from '#core/accounts/server/services/social/social_settings'

/**
 * Social login providers (spec section 3). Admins set the credentials in
 * the settings, so each driver is built per request from the current
 * values rather than once at boot.
 */
function provider<Driver>(
  service: SocialService,
  build: (ctx: HttpContext, config: ReturnType<typeof oauthConfig>) => Driver
) {
  return configProvider.create(async (app) => {
    const settings = await app.container.make(SettingsStore)
    return (ctx: HttpContext) =>
      build(
        ctx,
        oauthConfig(service, (field) =>
          settings.get<string | null>(`social.${service}.${field}`, null)
        )
      )
  })
}

function oauthConfig(
  service: SocialService,
  setting: (field: SocialPrivateField) => string | null
) {
  const envName = service.toUpperCase()
  return {
    clientId: setting('client_id') ?? env.get(`${envName}_CLIENT_ID`, ''),
    clientSecret: setting('client_secret') ?? env.get(`${envName}_CLIENT_SECRET`, ''),
    callbackUrl: `${appUrl}/secure/auth/social/${service}/callback`,
    // Undefined keeps the driver's built-in endpoint.
    authorizeUrl: setting('authorize_url') ?? undefined,
    accessTokenUrl: setting('access_token_url') ?? undefined,
    userInfoUrl: setting('user_info_url') ?? undefined,
  }
}

/** Ally's Spotify driver reads only its built-in profile URL; this one honours `userInfoUrl` like the others. */
class SpotifyDriverWithProfileUrl extends SpotifyDriver {
  constructor(ctx: HttpContext, config: SpotifyDriverConfig & { userInfoUrl?: string }) {
    super(ctx, config)
    if (config.userInfoUrl) this.userInfoUrl = config.userInfoUrl
  }
}

const allyConfig = defineConfig({
  google: provider(
    'google',
    (ctx, config) =>
      new GoogleDriver(ctx, { ...config, scopes: ['openid', 'userinfo.email', 'userinfo.profile'] })
  ),
  facebook: provider(
    'facebook',
    (ctx, config) => new FacebookDriver(ctx, { ...config, scopes: ['email'] })
  ),
  twitter: provider(
    'twitter',
    (ctx, config) =>
      new TwitterXDriver(ctx, { ...config, scopes: ['users.read', 'tweet.read', 'users.email'] })
  ),
  spotify: provider(
    'spotify',
    (ctx, config) =>
      new SpotifyDriverWithProfileUrl(ctx, { ...config, scopes: ['user-read-email'] })
  ),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
