import type { HttpContext } from '@adonisjs/core/http'
export default class S3EntriesController {
  async store(_ctx: HttpContext) {}
}
