import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'

/** Liveness and database reachability, for load balancers and uptime checks. */
export default class HealthController {
  async show({ response }: HttpContext) {
    const started = performance.now()
    try {
      await db.rawQuery('select 1')
      return { status: 'ok', checks: { database: { status: 'ok', latency_ms: Math.round(performance.now() - started) } } }
    } catch (error) {
      return response.status(503).send({ status: 'error', checks: { database: { status: 'error', message: (error as Error).message } } })
    }
  }
}
