/*
 * The web build this worker belongs to, written in by the build
 * (web/build/service_worker.ts), "dev" with no assets under `npm run dev`.
 */
declare const CADENZA_BUILD_VERSION: string
declare const CADENZA_BUILD_ASSETS: string

/** Changes with every build of the app: names the caches that belong to this build. */
export const BUILD_VERSION = CADENZA_BUILD_VERSION

/** The build's files under /assets (code, styles, fonts, pictures), by path. */
export const BUILD_ASSETS: string[] = JSON.parse(CADENZA_BUILD_ASSETS)
