import { definePlugin } from '#core/kernel/contract'
import { apiDocsRoutes } from './server/routes.js'

/**
 * The API's documentation: an OpenAPI 3.1 document generated from every
 * module's routes and validators, and the /api-docs screen that reads it
 * (spec section 2: needs api.access, login not required).
 */
export default definePlugin({
  id: 'api_docs',
  name: 'API documentation',
  description: 'The OpenAPI document of the JSON API, generated from the routes of every module.',
  dependsOn: ['accounts'],
  routes: apiDocsRoutes,
  web: 'web/index.ts',
})
