import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'

/**
 * Structured JSON logs (pino). Each HTTP request's logger carries its
 * request_id (see config/app.ts generateRequestId).
 */
const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: env.get('APP_NAME', 'cadenza'),
      level: env.get('LOG_LEVEL', app.inTest ? 'silent' : 'info'),
      transport: {
        targets: targets()
          .pushIf(app.inDev && !!process.stdout.isTTY, targets.pretty())
          .pushIf(!app.inDev || !process.stdout.isTTY, targets.file({ destination: 1 }))
          .toArray(),
      },
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
