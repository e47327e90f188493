import env from '#start/env'
import { appUrl } from '#config/app'
import { defineConfig, stores } from '@adonisjs/session'

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'cadenza-session',
  clearWithBrowser: false,
  age: '2h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: appUrl.startsWith('https://'),
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER', env.get('NODE_ENV') === 'test' ? 'memory' : 'cookie'),
  stores: {
    cookie: stores.cookie(),
  },
})

export default sessionConfig
