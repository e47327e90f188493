import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'

/**
 * Validates Subsonic JSON answers against the OpenSubsonic project's OpenAPI
 * description (vendored in ../fixtures/opensubsonic, see its README): the
 * schema of each endpoint's 200 answer, with every $ref between its files.
 */
const ROOT = fileURLToPath(new URL('../fixtures/opensubsonic/openapi/', import.meta.url))
/** Schemas are registered under this base, so their relative $refs resolve as between files. */
const BASE = 'https://opensubsonic.invalid/openapi/'

// ajv-formats is CommonJS: its function is the default of the default under Node's ESM loader.
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (ajv: Ajv) => Ajv

function jsonFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    return entry.isDirectory() ? jsonFiles(path) : entry.name.endsWith('.json') ? [path] : []
  })
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'))

function buildAjv() {
  // OpenAPI 3.0 adds `example`, `deprecated` and formats like `float` that are annotations only.
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addFormat('float', true)
  ajv.addFormat('binary', true)
  // Schema files: everything under schemas/, and the answers beside each endpoint (endpoints/<name>/); endpoints/<name>.json are path items.
  const schemaFiles = [...jsonFiles(join(ROOT, 'schemas')), ...jsonFiles(join(ROOT, 'endpoints')).filter((path) => dirname(path) !== join(ROOT, 'endpoints'))]
  for (const path of schemaFiles) ajv.addSchema({ ...readJson(path), $id: BASE + relative(ROOT, path) })
  return ajv
}

let ajv: Ajv | null = null
const validators = new Map<string, ValidateFunction>()

/** The validator of `endpoint`'s JSON answer (its GET 200 response in the description, or the common envelope). */
function validatorOf(endpoint: string): ValidateFunction {
  const known = validators.get(endpoint)
  if (known) return known
  ajv ??= buildAjv()
  let responseFile = join(ROOT, 'endpoints', `${endpoint}.json`)
  let response = readJson(responseFile).get.responses['200']
  if (response.$ref) {
    responseFile = join(dirname(responseFile), response.$ref)
    response = readJson(responseFile)
  }
  // Endpoints answering bytes (stream, getCoverArt) describe no JSON: their failures are the common envelope.
  const json = response.content['application/json']
  const id = json ? BASE + relative(ROOT, join(dirname(responseFile), json.schema.$ref)) : `${BASE}schemas/SubsonicResponse.json`
  const validate = ajv.getSchema(id)
  if (!validate) throw new Error(`No schema ${id} for ${endpoint}`)
  validators.set(endpoint, validate)
  return validate
}

/** The schema violations of `body` as `endpoint`'s answer; an empty list when it conforms. */
export function schemaErrors(endpoint: string, body: unknown): string[] {
  const validate = validatorOf(endpoint)
  if (validate(body)) return []
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`)
}
