import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { BootstrapBuilder } from '#core/kernel/shell/bootstrap_builder'
import type { BootstrapData } from '#core/kernel/shared/bootstrap_data'

/**
 * The bootstrap data for the visitor as they are now (after login, logout or
 * registration), the same the shell inlines: the web app swaps it in.
 */
export async function bootstrapDataFor(ctx: HttpContext): Promise<BootstrapData> {
  const builder = await app.container.make(BootstrapBuilder)
  return builder.build(ctx)
}
