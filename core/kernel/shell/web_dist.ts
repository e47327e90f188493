import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fromRoot } from '../paths.js'

/** Folder of the built web app; WEB_DIST_DIR moves it (tests build elsewhere). */
export function webDistDir() {
  return fromRoot(process.env.WEB_DIST_DIR || 'web/dist')
}

export function isWebBuilt() {
  return existsSync(join(webDistDir(), 'index.html'))
}

let cachedTemplate: string | null = null

/**
 * The built index.html. Read once and kept (it only changes with a new
 * build, which comes with a restart).
 */
export async function readIndexTemplate(): Promise<string> {
  if (cachedTemplate) return cachedTemplate
  const file = join(webDistDir(), 'index.html')
  if (!existsSync(file)) {
    throw new Error(`The web app is not built (${file} is missing). Run "npm run build" or start with "npm start".`)
  }
  cachedTemplate = await readFile(file, 'utf8')
  return cachedTemplate
}
