/**
 * The part of OpenAPI 3.1 the API document uses (core/api_docs builds it,
 * the /api-docs screen reads it): one declaration for both sides.
 */

/** JSON Schema as VineJS writes it (draft 7, which OpenAPI 3.1's 2020-12 reads as is). */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  enum?: unknown[]
  [keyword: string]: unknown
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export interface OpenApiParameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  schema: JsonSchema
}

export interface OpenApiResponse {
  description: string
  content?: { 'application/json': { schema: JsonSchema } }
}

export interface OpenApiOperation {
  'operationId': string
  'summary': string
  'description'?: string
  /** The name of the module that registered the route. */
  'tags': string[]
  'parameters': OpenApiParameter[]
  'requestBody'?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } }
  'responses': Record<string, OpenApiResponse>
  /** Present when the route needs a signed-in person (a session or an API token). */
  'security'?: Array<Record<string, string[]>>
  /** The permissions the route's guards ask for (guests: from the guest role). */
  'x-permissions'?: string[]
}

export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  tags: Array<{ name: string }>
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>
  components: {
    schemas: Record<string, JsonSchema>
    securitySchemes: Record<string, Record<string, string>>
  }
}
