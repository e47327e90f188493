import type { PluginNames } from '../plugin_names.js'

/** server/controllers/hello_controller.ts: the plugin's first API endpoint. */
export function helloControllerTemplate({ id }: PluginNames) {
  return `/**
 * GET /api/v1/${id}/hello. Controllers stay thin: as the plugin grows they
 * validate, authorize, then call an action (server/actions) or a query
 * (server/queries) that unit tests can call without HTTP.
 */
export default class HelloController {
  async show() {
    return { message: 'Hello from ${id}' }
  }
}
`
}
