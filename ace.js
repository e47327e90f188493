/*
 * JavaScript entrypoint for ace commands. Registers the TypeScript loader
 * (@poppinss/ts-exec, swc based) and hands over to bin/console.ts.
 */
import '@poppinss/ts-exec'

await import('./bin/console.js')
