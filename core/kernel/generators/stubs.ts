import { fileURLToPath } from 'node:url'

/** Root of the generators' own stubs (AdonisJS stub templates), for codemods.makeUsingStub. */
export const moduleStubsRoot = fileURLToPath(new URL('./stubs', import.meta.url))
