import { readFile } from 'node:fs/promises'
import type { ModuleRegistry } from '#core/kernel/module_registry'
import { fromRoot } from '#core/kernel/paths'
import type { TranslatedModule } from './ui_strings.js'

/** Every enabled module's lines for a language (manifest `lang`), merged in boot order. */
export async function moduleLines(registry: ModuleRegistry, language: string): Promise<Record<string, string>> {
  const files = await Promise.all(
    registry.translationFiles(language).map(async ({ file }) => JSON.parse(await readFile(fromRoot(file), 'utf8')) as Record<string, string>)
  )
  return Object.assign({}, ...files)
}

/** The modules as the string extractor sees them: their folder and English lines file, if they ship translations. */
export function translatedModules(registry: ModuleRegistry): TranslatedModule[] {
  return registry.modules.map((module) => ({
    folder: module.folder,
    linesFile: module.manifest.lang ? `${module.folder}/${module.manifest.lang}/en.json` : undefined,
  }))
}
