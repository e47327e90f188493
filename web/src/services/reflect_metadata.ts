/**
 * The three Reflect metadata functions tsyringe calls, in place of the
 * reflect-metadata polyfill (4 KB gzip of every first load). tsyringe only
 * reads and writes metadata through its decorators, which the app does not
 * use (services are registered with tokens and factories, see
 * container.ts), but it refuses to load unless the API exists. Imported
 * before tsyringe.
 */
const metadata = new WeakMap<object, Map<unknown, unknown>>()

function defineMetadata(key: unknown, value: unknown, target: object) {
  const own = metadata.get(target) ?? new Map<unknown, unknown>()
  metadata.set(target, own.set(key, value))
}

function getOwnMetadata(key: unknown, target: object) {
  return metadata.get(target)?.get(key)
}

/** Own metadata first, then the prototype chain's, like the polyfill. */
function getMetadata(key: unknown, target: object): unknown {
  for (let current: object | null = target; current; current = Object.getPrototypeOf(current)) {
    const own = metadata.get(current)
    if (own?.has(key)) return own.get(key)
  }
  return undefined
}

if (!('getMetadata' in Reflect))
  Object.assign(Reflect, { defineMetadata, getOwnMetadata, getMetadata })
