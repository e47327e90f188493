/**
 * `npm run i18n:extract`: adds every text the web app passes to trans() and
 * is missing from the lines file of the module whose code uses it (core's
 * `core/localization/lang/en.json`, or a module's own `lang/en.json`), mapped
 * to itself, so translators see it in the localization editor. Existing
 * lines (and their order) are kept.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { Ignitor } from '@adonisjs/core'
import { APP_ROOT, importer } from '../../../bin/app_root.js'
import { loadModuleRegistry } from '#core/kernel/module_registry'
import { fromRoot, PROJECT_ROOT } from '#core/kernel/paths'
import { uiStringsByLinesFile } from '../ui_strings.js'
import { translatedModules } from '../module_lines.js'

// Manifests import server code that registers with the app service as it loads (see generate_web_registry.ts).
new Ignitor(APP_ROOT, { importer }).createApp('console')
const { default: pluginsConfig } = await import('#config/plugins')
const registry = await loadModuleRegistry(pluginsConfig)

for (const [file, texts] of await uiStringsByLinesFile(PROJECT_ROOT, translatedModules(registry))) {
  const path = fromRoot(file)
  const lines: Record<string, string> = existsSync(path) ? JSON.parse(await readFile(path, 'utf8')) : {}
  const missing = texts.filter((text) => !(text in lines))
  if (!missing.length) continue
  for (const text of missing) lines[text] = text
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, JSON.stringify(lines, null, 2) + '\n')
  console.log(`${missing.length} new line(s) added to ${file}`)
}
process.exit(0)
