/*
 * Environment variables: validated and typed here. Every variable is listed
 * with its default in the README. Nothing needs a .env file: a missing
 * APP_KEY is generated once into the data folder (see core/kernel/app_key.ts).
 */
import { Env } from '@adonisjs/core/env'
import { ensureAppKey } from '#core/kernel/app_key'
import { secureDataFolder } from '#core/kernel/data_folder'

secureDataFolder()
ensureAppKey()

/** An optional whole number of at least 1 (a limit of 0 would refuse everything). */
function optionalPositiveInteger(key: string, value?: string) {
  if (!value) return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`Value for environment variable "${key}" must be a whole number of at least 1, instead received "${value}"`)
  return number
}

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  /** Proxies whose X-Forwarded-For is believed: addresses, CIDRs or proxy-addr's names ('loopback, 10.0.0.0/8'), or false. */
  TRUST_PROXY: Env.schema.string.optional(),
  APP_NAME: Env.schema.string.optional(),
  APP_DEBUG: Env.schema.boolean.optional(),
  LOG_LEVEL: Env.schema.string.optional(),
  DATA_DIR: Env.schema.string.optional(),
  DRIVE_DISK: Env.schema.enum.optional(['public', 'uploads'] as const),
  // S3-compatible storage: S3_BUCKET moves the uploads disk there, S3_PUBLIC_BUCKET the public disk (config/drive.ts).
  S3_BUCKET: Env.schema.string.optional(),
  S3_PUBLIC_BUCKET: Env.schema.string.optional(),
  S3_PUBLIC_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional({ format: 'url', tld: false }),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.secret.optional(),
  // A demo site: the demo admin with its published password, prefilled on the login form.
  DEMO_MODE: Env.schema.boolean.optional(),
  MUSIC_DEMO_CATALOGUE: Env.schema.boolean.optional(),
  MUSIC_ACCEL_REDIRECT_PREFIX: Env.schema.string.optional(),
  MUSIC_PLAY_COUNT_DELAY_SECONDS: Env.schema.number.optional(),
  // The first retry's delay of a scrobble the service did not take (doubling after); tests shorten it.
  MUSIC_SCROBBLE_RETRY_DELAY_MS: Env.schema.number.optional(),
  // Counted plays per hour (plugins/music/server/services/plays/record_play.ts).
  MUSIC_PLAY_LIMIT_PER_ADDRESS_HOUR: optionalPositiveInteger,
  MUSIC_PLAY_LIMIT_PER_ADDRESS_TRACK_HOUR: optionalPositiveInteger,
  MUSIC_PLAY_LIMIT_PER_LISTENER_HOUR: optionalPositiveInteger,

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'mysql'] as const),
  SQLITE_PATH: Env.schema.string.optional(),
  MYSQL_HOST: Env.schema.string.optional(),
  MYSQL_PORT: Env.schema.number.optional(),
  MYSQL_USER: Env.schema.string.optional(),
  MYSQL_PASSWORD: Env.schema.string.optional(),
  MYSQL_DATABASE: Env.schema.string.optional(),

  READ_CACHE: Env.schema.boolean.optional(),
  SESSION_DRIVER: Env.schema.enum.optional(['cookie', 'memory'] as const),
  PLUGINS_DISABLED: Env.schema.string.optional(),
  PLUGINS_EXTRA: Env.schema.string.optional(),
  WEB_DIST_DIR: Env.schema.string.optional(),
  VITE_DEV: Env.schema.boolean.optional(),

  // Redis for the queue and the locks (config/redis.ts); without it both use the database.
  REDIS_URL: Env.schema.string.optional(),
  QUEUE_DRIVER: Env.schema.enum.optional(['database', 'redis', 'sync'] as const),
  // Run a queue worker inside the web server process (`npm start` sets it; config/queue.ts).
  QUEUE_WORKER: Env.schema.boolean.optional(),

  // Web Push's key pair (core/notifications); without them a pair is generated into the data folder.
  VAPID_PUBLIC_KEY: Env.schema.string.optional(),
  VAPID_PRIVATE_KEY: Env.schema.string.optional(),

  // Outgoing email over SMTP; without MAIL_HOST messages are only recorded (config/mail.ts).
  MAIL_HOST: Env.schema.string.optional(),
  MAIL_PORT: Env.schema.number.optional(),
  MAIL_USERNAME: Env.schema.string.optional(),
  MAIL_PASSWORD: Env.schema.string.optional(),
  MAIL_FROM_ADDRESS: Env.schema.string.optional({ format: 'email' }),
  MAIL_FROM_NAME: Env.schema.string.optional(),
})
