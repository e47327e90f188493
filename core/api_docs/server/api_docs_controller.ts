import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { routeDocs } from '#core/kernel/http/route_docs'
import { openApiDocument } from './openapi_document.js'

/** The API's version in its paths (/api/v1). */
const API_VERSION = 'v1'

/**
 * Routes are fixed once the app has booted, so the document is built on its
 * first request and kept, serialized, for the life of the process.
 */
let documentJson: Promise<string> | undefined

async function buildDocumentJson() {
  const registry = await app.container.make(ModuleRegistry)
  const routes = Object.values(router.toJSON()).flat()
  return JSON.stringify(
    openApiDocument({
      routes,
      docs: routeDocs(),
      registry,
      info: { title: 'Cadenza API', version: API_VERSION },
    })
  )
}

export default class ApiDocsController {
  async show({ response }: HttpContext) {
    documentJson ??= buildDocumentJson()
    response.header('content-type', 'application/json; charset=utf-8')
    return response.send(await documentJson)
  }
}
