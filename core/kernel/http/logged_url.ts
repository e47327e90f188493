import app from '@adonisjs/core/services/app'
import { ModuleRegistry } from '../module_registry.js'

/**
 * Pages carrying a secret in the address itself (the modules' `secretPages`,
 * e.g. a password reset link's token). Logs are read by more people, and
 * kept longer, than such a token may be known.
 */
const secretPages = (await app.container.make(ModuleRegistry)).secretPages().map((pattern) => pattern.split('/').filter(Boolean))

function redactedPath(path: string) {
  const parts = path.split('/').filter(Boolean)
  const pattern = secretPages.find((candidate) => candidate.length === parts.length && candidate.every((part, index) => part.startsWith(':') || part === parts[index]))
  if (!pattern) return path
  return '/' + parts.map((part, index) => (pattern[index].startsWith(':') ? '[redacted]' : part)).join('/')
}

/** A URL as the request log and the error log keep it: secrets in the path redacted, the query kept. */
export function loggedUrl(url: string) {
  const queryStart = url.indexOf('?')
  const path = queryStart === -1 ? url : url.slice(0, queryStart)
  return redactedPath(path) + (queryStart === -1 ? '' : url.slice(queryStart))
}
