/*
 * Whether the built web app (web/dist, or WEB_DIST_DIR) was built from the
 * sources now in the checkout: `npm start` rebuilds when they changed (a
 * `git pull`, a plugin added or switched off), not only when no build exists.
 * The fingerprint is a SHA-256 over every file the build reads and the
 * variables that choose the plugins, kept beside the build in the server
 * renderer's folder (the web app's folder is served to browsers).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { serverRendererDir } from '../core/kernel/shared/server_renderer_dir.ts'

/** Build outputs and installed packages inside the folders read below. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-server', 'generated'])

/** What the build reads besides the modules' manifests and web parts (see web/vite.config.ts). */
const BUILD_INPUTS = [
  'web',
  'core/kernel',
  'config/plugins.ts',
  'package.json',
  'package-lock.json',
]

/** Variables that change which web parts the build bundles (config/plugins.ts). */
const BUILD_VARIABLES = ['PLUGINS_DISABLED', 'PLUGINS_EXTRA']

function filesUnder(path, files) {
  if (!existsSync(path)) return files
  if (!statSync(path).isDirectory()) {
    files.push(path)
    return files
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name) || entry.name.startsWith('.')) continue
    filesUnder(join(path, entry.name), files)
  }
  return files
}

/** Every module folder: core's, the plugins', and the extra ones named by PLUGINS_EXTRA. */
function moduleFolders(root, env) {
  const inside = (folder) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(root, folder, entry.name))
      : []
  const extra = (env.PLUGINS_EXTRA ?? '')
    .split(',')
    .map((folder) => folder.trim())
    .filter(Boolean)
    .map((folder) => (isAbsolute(folder) ? folder : resolve(root, folder)))
  return [...inside('core'), ...inside('plugins'), ...extra]
}

/** A module's manifest and the files beside it (permissions, shared constants), and its web part. */
function moduleFiles(folder) {
  if (!existsSync(folder)) return []
  const beside = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(folder, entry.name))
  return [...beside, ...filesUnder(join(folder, 'web'), [])]
}

export function webSourcesFingerprint(root, env = process.env) {
  const files = new Set([
    ...BUILD_INPUTS.flatMap((input) => filesUnder(join(root, input), [])),
    ...moduleFolders(root, env).flatMap(moduleFiles),
  ])
  const hash = createHash('sha256')
  for (const file of [...files].sort()) {
    hash
      .update(`${relative(root, file)}\0`)
      .update(readFileSync(file))
      .update('\0')
  }
  for (const name of BUILD_VARIABLES) hash.update(`${name}=${env[name] ?? ''}\0`)
  return hash.digest('hex')
}

function fingerprintFile(distDir) {
  return join(serverRendererDir(distDir), 'sources.sha256')
}

/** 'missing' (never built), 'stale' (built from other sources) or 'current'. */
export function webBuildState(root, distDir, env = process.env) {
  if (!existsSync(join(distDir, 'index.html'))) return 'missing'
  const file = fingerprintFile(distDir)
  if (!existsSync(file)) return 'stale'
  return readFileSync(file, 'utf8').trim() === webSourcesFingerprint(root, env)
    ? 'current'
    : 'stale'
}

/** Records that the build in distDir was made from the sources now in root. */
export function recordWebBuild(root, distDir, env = process.env) {
  const file = fingerprintFile(distDir)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${webSourcesFingerprint(root, env)}\n`)
}
