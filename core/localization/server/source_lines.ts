import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { fromRoot } from '#core/kernel/paths'

export interface SourceLine {
  source: string
  module: string
}

let lines: Promise<SourceLine[]> | undefined

/**
 * Every interface text of every enabled module: the keys of their
 * `lang/en.json` (manifest `lang`), each with the module it belongs to (the
 * first module shipping a text owns it). What a language translates. Read
 * once per process: the files change only with a release.
 */
export function sourceLines(): Promise<SourceLine[]> {
  lines ??= (async () => {
    const registry = await app.container.make(ModuleRegistry)
    const owners = new Map<string, string>()
    for (const { moduleId, file } of registry.translationFiles('en')) {
      const texts: Record<string, string> = JSON.parse(await readFile(fromRoot(file), 'utf8'))
      for (const source of Object.keys(texts)) if (!owners.has(source)) owners.set(source, moduleId)
    }
    return [...owners].map(([source, module]) => ({ source, module }))
  })().catch((error) => {
    lines = undefined
    throw error
  })
  return lines
}
