import {
  HTTP_METHODS,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
} from '../../../../kernel/shared/openapi.js'

/** One method on one path: a row of the /api-docs screen. */
export interface Endpoint {
  method: HttpMethod
  path: string
  operation: OpenApiOperation
}

export interface EndpointGroup {
  tag: string
  endpoints: Endpoint[]
}

/** The document's endpoints grouped by module (its tags' order), keeping the paths' order within each. */
export function endpointGroups(document: OpenApiDocument): EndpointGroup[] {
  const groups = new Map(document.tags.map(({ name }): [string, Endpoint[]] => [name, []]))
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = operations[method]
      if (!operation) continue
      const tag = operation.tags[0] ?? ''
      if (!groups.has(tag)) groups.set(tag, [])
      groups.get(tag)!.push({ method, path, operation })
    }
  }
  return [...groups]
    .filter(([, endpoints]) => endpoints.length)
    .map(([tag, endpoints]) => ({ tag, endpoints }))
}

/** The groups with only the endpoints whose method, path, summary or module contain every word of `search`. */
export function filterEndpoints(groups: EndpointGroup[], search: string): EndpointGroup[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return groups
  return groups
    .map(({ tag, endpoints }) => ({
      tag,
      endpoints: endpoints.filter(({ method, path, operation }) => {
        const text = `${method} ${path} ${operation.summary} ${tag}`.toLowerCase()
        return words.every((word) => text.includes(word))
      }),
    }))
    .filter(({ endpoints }) => endpoints.length)
}

/** A placeholder value of the schema's type, for the example body of "copy curl". */
export function exampleOf(schema: JsonSchema): unknown {
  if (schema.enum?.length) return schema.enum[0]
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type
  if (type === 'object') {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleOf(property)])
    )
  }
  if (type === 'array') return schema.items ? [exampleOf(schema.items)] : []
  if (type === 'number' || type === 'integer')
    return typeof schema.minimum === 'number' ? schema.minimum : 0
  if (type === 'boolean') return false
  if (schema.anyOf?.length) return exampleOf(schema.anyOf[0])
  return ''
}

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`

/**
 * The endpoint as a curl command a developer can paste: the site's origin,
 * an API token placeholder (the Developers panel of account settings makes
 * tokens), and an example JSON body when the endpoint takes one.
 */
export function curlCommand({ method, path, operation }: Endpoint, origin: string): string {
  const query = operation.parameters.filter(
    (parameter) => parameter.in === 'query' && parameter.required
  )
  const queryString = query.map((parameter) => `${parameter.name}=`).join('&')
  const lines = [
    `curl -X ${method.toUpperCase()} ${shellQuote(`${origin}${path}${queryString ? `?${queryString}` : ''}`)}`,
    `-H 'Accept: application/json'`,
    `-H 'Authorization: Bearer YOUR_API_TOKEN'`,
  ]
  const body = operation.requestBody?.content['application/json'].schema
  if (body)
    lines.push(
      `-H 'Content-Type: application/json'`,
      `-d ${shellQuote(JSON.stringify(exampleOf(body)))}`
    )
  return lines.join(' \\\n  ')
}

/** A schema's type in words: 'string', 'integer[]', 'string | null'; an untyped enum, its values' types. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.anyOf?.length) return schema.anyOf.map(typeLabel).join(' | ')
  const types = Array.isArray(schema.type)
    ? schema.type
    : schema.type
      ? [schema.type]
      : enumTypes(schema)
  return types
    .map((type) => (type === 'array' && schema.items ? `${typeLabel(schema.items)}[]` : type))
    .join(' | ')
}

function enumTypes(schema: JsonSchema) {
  return schema.enum?.length ? [...new Set(schema.enum.map((value) => typeof value))] : ['any']
}

/** 'between 1 and 100', 'at least 1', 'at most 100', or nothing. */
function range(min: unknown, max: unknown, unit = '') {
  const hasMin = typeof min === 'number' && min > 0
  const hasMax = typeof max === 'number'
  if (hasMin && hasMax) return `${min} to ${max}${unit}`
  if (hasMin) return `at least ${min}${unit}`
  if (hasMax) return `at most ${max}${unit}`
  return null
}

/** The schema's constraints in short words: '1 to 100 chars', 'one of: a, b', 'email'. */
export function constraintsOf(schema: JsonSchema): string[] {
  const { format, pattern } = schema
  return [
    schema.enum?.length ? `one of: ${[...new Set(schema.enum.map(String))].join(', ')}` : null,
    typeof format === 'string' ? format : null,
    range(schema.minLength, schema.maxLength, ' chars'),
    range(schema.minimum, schema.maximum),
    range(schema.minItems, schema.maxItems, ' items'),
    typeof pattern === 'string' ? `matches ${pattern}` : null,
  ].filter((constraint) => constraint !== null)
}

export interface SchemaField {
  name: string
  schema: JsonSchema
  required: boolean
}

/** An object schema's properties as fields, nested objects' and array items' fields named with dots ('links.0.url' as 'links[].url'). */
export function fieldsOf(schema: JsonSchema, prefix = ''): SchemaField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = `${prefix}${name}`
    const nested = property.items?.properties
      ? fieldsOf(property.items, `${path}[].`)
      : property.properties
        ? fieldsOf(property, `${path}.`)
        : []
    return [{ name: path, schema: property, required: required.has(name) }, ...nested]
  })
}
