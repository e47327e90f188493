import type { RouteJSON } from '@adonisjs/core/types/http'
import type { ModuleRegistry } from '#core/kernel/module_registry'
import { routeKey, type RouteDoc } from '#core/kernel/http/route_docs'
import { guardRequirement, type GuardRequirement } from '#core/kernel/http/guards'
import { pathTemplates } from './path_template.js'

/** Only the JSON API is documented: the SPA shell, assets and root routes are not an API. */
const API_PREFIX = '/api/v1/'
/** HEAD answers every GET by itself; OpenAPI lists it only when a route means it. */
const DOCUMENTED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
/** Methods whose request may carry a body. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** The tag of /api/v1 routes no module owns (the health check). */
const PLATFORM_TAG = 'Platform'

const ERROR_REF = { $ref: '#/components/schemas/Error' }
const VALIDATION_ERROR_REF = { $ref: '#/components/schemas/ValidationError' }

type JsonObject = Record<string, unknown>

export interface OpenApiInput {
  routes: RouteJSON[]
  docs: Map<string, RouteDoc>
  registry: Pick<ModuleRegistry, 'modules'>
  info: { title: string; version: string }
}

/**
 * The OpenAPI 3.1 document of the JSON API: every /api/v1 route of the
 * router, tagged with the module that registered it (its route names start
 * with the module's id), with the summary and validators its module declared
 * (`.docs()`, core/kernel/http/route_docs.ts) and the sign-in and permissions
 * its guards ask for. VineJS validators give JSON Schema draft 7, which
 * OpenAPI 3.1 (JSON Schema 2020-12) reads as is for what they produce.
 */
export function openApiDocument({ routes, docs, registry, info }: OpenApiInput) {
  const moduleNames = new Map(registry.modules.map((module) => [module.manifest.id, module.manifest.name]))
  const paths: Record<string, Record<string, JsonObject>> = {}
  const usedTags = new Set<string>()

  for (const route of routes) {
    if (!route.pattern.startsWith(API_PREFIX)) continue
    const tag = moduleNames.get(route.name?.split('.')[0] ?? '') ?? PLATFORM_TAG
    const requirement = requirementOf(route)
    const methods = DOCUMENTED_METHODS.filter((method) => route.methods.includes(method))
    for (const method of methods) {
      const doc = docs.get(routeKey(method, route.pattern))
      const templates = pathTemplates(route)
      templates.forEach((template, index) => {
        const operation = operationOf({ route, method, doc, tag, requirement, parameters: template.parameters })
        if (templates.length > 1 || methods.length > 1) operation.operationId = [route.name ?? route.pattern, method.toLowerCase(), index || ''].filter(Boolean).join('.')
        paths[template.path] = { ...paths[template.path], [method.toLowerCase()]: operation }
      })
      usedTags.add(tag)
    }
  }

  return {
    openapi: '3.1.0',
    info: { ...info, description: 'The JSON API. Sign in with the session cookie (browser) or an API access token (Authorization: Bearer).' },
    tags: [...usedTags].map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        Error: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
        ValidationError: {
          type: 'object',
          required: ['message', 'errors'],
          properties: {
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
      securitySchemes: {
        accessToken: { type: 'http', scheme: 'bearer', description: 'An API access token (Account settings, Developers).' },
        session: { type: 'apiKey', in: 'cookie', name: 'adonis-session', description: 'The browser session, with the X-XSRF-TOKEN header on writes.' },
      },
    },
  }
}

interface OperationInput {
  route: RouteJSON
  method: string
  doc: RouteDoc | undefined
  tag: string
  requirement: GuardRequirement | undefined
  parameters: JsonObject[]
}

function operationOf({ route, method, doc, tag, requirement, parameters }: OperationInput): JsonObject {
  const query = doc?.query ? queryParameters(doc.query.toJSONSchema() as JsonObject) : []
  const validated = Boolean(doc?.body || doc?.query)
  const operation: JsonObject = {
    operationId: route.name ?? `${method.toLowerCase()}${route.pattern}`,
    summary: doc?.summary ?? summaryFromName(route.name, method),
    tags: [tag],
    parameters: [...parameters, ...query],
    responses: responsesOf(doc, validated, requirement),
  }
  if (doc?.description) operation.description = doc.description
  if (doc?.body && BODY_METHODS.has(method)) {
    operation.requestBody = { required: true, content: { 'application/json': { schema: doc.body.toJSONSchema() } } }
  }
  if (requirement) {
    operation['x-permissions'] = requirement.permissions
    if (requirement.signedIn) operation.security = [{ accessToken: [] }, { session: [] }]
  }
  return operation
}

/** What the route's guards ask, merged: signed in if any asks it, every permission any lists. */
function requirementOf(route: RouteJSON): GuardRequirement | undefined {
  const found = [...route.middleware.all()].map(guardRequirement).filter((requirement) => requirement !== undefined)
  if (!found.length) return undefined
  return {
    signedIn: found.some((requirement) => requirement.signedIn),
    permissions: [...new Set(found.flatMap((requirement) => requirement.permissions))],
  }
}

function responsesOf(doc: RouteDoc | undefined, validated: boolean, requirement: GuardRequirement | undefined): JsonObject {
  const ok = doc?.response ? { description: 'OK', content: { 'application/json': { schema: doc.response } } } : { description: 'OK' }
  const json = (description: string, schema: JsonObject) => ({ description, content: { 'application/json': { schema } } })
  return {
    '200': ok,
    ...(requirement && { '401': json('Not signed in, and guests lack a needed permission', ERROR_REF) }),
    ...(requirement?.permissions.length && { '403': json('Signed in without a needed permission', ERROR_REF) }),
    ...(validated && { '422': json('Invalid input: messages by field', VALIDATION_ERROR_REF) }),
  }
}

/** A query validator's object schema as OpenAPI query parameters, one per property. */
function queryParameters(schema: JsonObject): JsonObject[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }))
}

/** 'music.playlists.show' -> 'Playlists show': a readable summary until the module declares one. */
function summaryFromName(name: string | undefined, method: string) {
  if (!name) return method
  const words = name.split('.').slice(1).join(' ').replaceAll('_', ' ')
  return words ? words[0].toUpperCase() + words.slice(1) : name
}
