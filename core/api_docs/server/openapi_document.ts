import type { RouteJSON } from '@adonisjs/core/types/http'
import type { ModuleRegistry } from '#core/kernel/module_registry'
import { routeKey, type DescribedSchema, type RouteDoc } from '#core/kernel/http/route_docs'
import { guardRequirement, type GuardRequirement } from '#core/kernel/http/guards'
import {
  HTTP_METHODS,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiResponse,
} from '#core/kernel/shared/openapi'
import { pathTemplates } from './path_template.js'

/** Only the JSON API is documented: the SPA shell, assets and root routes are not an API. */
const API_PREFIX = '/api/v1/'
/** Methods whose request may carry a body. */
const BODY_METHODS = new Set<HttpMethod>(['post', 'put', 'patch', 'delete'])
/** The tag of /api/v1 routes no module owns (the health check). */
const PLATFORM_TAG = 'Platform'

const ERROR_REF = { $ref: '#/components/schemas/Error' }
const VALIDATION_ERROR_REF = { $ref: '#/components/schemas/ValidationError' }

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
 * its guards ask for. HEAD, which AdonisJS adds to every GET, is left out.
 */
export function openApiDocument({ routes, docs, registry, info }: OpenApiInput): OpenApiDocument {
  const moduleNames = new Map(
    registry.modules.map((module) => [module.manifest.id, module.manifest.name])
  )
  const paths: OpenApiDocument['paths'] = {}
  const usedTags = new Set<string>()

  for (const route of routes) {
    if (!route.pattern.startsWith(API_PREFIX)) continue
    const tag = moduleNames.get(route.name?.split('.')[0] ?? '') ?? PLATFORM_TAG
    const requirement = requirementOf(route)
    const templates = pathTemplates(route)
    const methods = HTTP_METHODS.filter((method) => route.methods.includes(method.toUpperCase()))
    for (const method of methods) {
      const doc = docs.get(routeKey(method, route.pattern))
      templates.forEach((template, index) => {
        const operation = operationOf({
          route,
          method,
          doc,
          tag,
          requirement,
          parameters: template.parameters,
        })
        // operationIds are unique in a document: a route answering several methods or paths names each.
        if (templates.length > 1 || methods.length > 1)
          operation.operationId = [operation.operationId, method, index || '']
            .filter(Boolean)
            .join('.')
        paths[template.path] = { ...paths[template.path], [method]: operation }
      })
      usedTags.add(tag)
    }
  }

  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'The JSON API. Sign in with the session cookie (browser) or an API access token (Authorization: Bearer).',
    },
    tags: [...usedTags].map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: { message: { type: 'string' } },
        },
        ValidationError: {
          type: 'object',
          required: ['message', 'errors'],
          properties: {
            message: { type: 'string' },
            errors: {
              type: 'object',
              additionalProperties: { type: 'array', items: { type: 'string' } },
            },
          },
        },
      },
      securitySchemes: {
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API access token (Account settings, Developers).',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'adonis-session',
          description: 'The browser session, with the X-XSRF-TOKEN header on writes.',
        },
      },
    },
  }
}

interface OperationInput {
  route: RouteJSON
  method: HttpMethod
  doc: RouteDoc | undefined
  tag: string
  requirement: GuardRequirement | undefined
  parameters: OpenApiParameter[]
}

function operationOf({
  route,
  method,
  doc,
  tag,
  requirement,
  parameters,
}: OperationInput): OpenApiOperation {
  const operation: OpenApiOperation = {
    operationId: route.name ?? `${method}${route.pattern}`,
    summary: doc?.summary ?? summaryFromName(route.name, method),
    tags: [tag],
    parameters: [...parameters, ...(doc?.query ? queryParameters(schemaOf(doc.query)) : [])],
    responses: responsesOf(doc, requirement),
  }
  if (doc?.description) operation.description = doc.description
  if (doc?.body && BODY_METHODS.has(method)) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: schemaOf(doc.body) } },
    }
  }
  if (requirement) {
    operation['x-permissions'] = requirement.permissions
    if (requirement.signedIn) operation.security = [{ accessToken: [] }, { session: [] }]
  }
  return operation
}

/** A validator's JSON Schema (VineJS writes draft 7; its keywords are ones 2020-12 shares). */
function schemaOf(validator: DescribedSchema) {
  return validator.toJSONSchema() as JsonSchema
}

/** What the route's guards ask, merged: signed in if any asks it, every permission any lists. */
function requirementOf(route: RouteJSON): GuardRequirement | undefined {
  const found = [...route.middleware.all()]
    .map(guardRequirement)
    .filter((requirement) => requirement !== undefined)
  if (!found.length) return undefined
  return {
    signedIn: found.some((requirement) => requirement.signedIn),
    permissions: [...new Set(found.flatMap((requirement) => requirement.permissions))],
  }
}

function responsesOf(
  doc: RouteDoc | undefined,
  requirement: GuardRequirement | undefined
): Record<string, OpenApiResponse> {
  const json = (description: string, schema: JsonSchema): OpenApiResponse => ({
    description,
    content: { 'application/json': { schema } },
  })
  return {
    '200': doc?.response ? json('OK', doc.response) : { description: 'OK' },
    ...(requirement && {
      '401': json('Not signed in, and guests lack a needed permission', ERROR_REF),
    }),
    ...(requirement?.permissions.length && {
      '403': json('Signed in without a needed permission', ERROR_REF),
    }),
    ...((doc?.body || doc?.query) && {
      '422': json('Invalid input: messages by field', VALIDATION_ERROR_REF),
    }),
  }
}

/** A query validator's object schema as OpenAPI query parameters, one per property. */
function queryParameters(schema: JsonSchema): OpenApiParameter[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }))
}

/** 'music.playlists.show' -> 'Playlists show': a readable summary until the module declares one. */
function summaryFromName(name: string | undefined, method: HttpMethod) {
  const words = name?.split('.').slice(1).join(' ').replaceAll('_', ' ')
  return words ? words[0].toUpperCase() + words.slice(1) : (name ?? method.toUpperCase())
}
