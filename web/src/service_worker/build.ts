/*
 * The web build this worker belongs to, written in by the build
 * (web/build/service_worker.ts). `npm run dev` serves the worker's modules
 * as they are, without the names defined: there it is "dev", with no assets.
 */
declare const CADENZA_BUILD_VERSION: string
declare const CADENZA_BUILD_ASSETS: string

/** Changes with every build of the app: names the caches that belong to this build. */
export const BUILD_VERSION = typeof CADENZA_BUILD_VERSION === 'string' ? CADENZA_BUILD_VERSION : 'dev'

/** The build's files under /assets (code, styles, fonts, pictures), by path. */
export const BUILD_ASSETS: string[] = typeof CADENZA_BUILD_ASSETS === 'string' ? JSON.parse(CADENZA_BUILD_ASSETS) : []
