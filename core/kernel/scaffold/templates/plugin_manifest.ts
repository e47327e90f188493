import type { PluginNames } from '../plugin_names.js'
import type { ManifestPart } from '../scaffold_template.js'

/** plugin.ts: the one manifest, made of what each scaffolded file says it adds (ScaffoldTemplate.manifest). */
export function pluginManifestTemplate({ id, title }: PluginNames, parts: ManifestPart[]) {
  const imports = importLines(parts.flatMap((part) => part.imports ?? []))
  const fields = parts.flatMap((part) => part.fields).map(indent)
  return `import { definePlugin } from '#core/kernel/contract'
${imports.join('\n')}

/**
 * ${title}: everything this plugin adds to Cadenza is declared here, and
 * nothing outside this folder names it. docs/plugins.md explains every field.
 */
export default definePlugin({
  id: '${id}',
  name: '${title}',
  description: 'Scaffolded by node ace make:plugin ${id}.',
  // Its admin writes are recorded in core/audit's log.
  dependsOn: ['audit'],
${fields.join('\n')}
})
`
}

/** One import line per module, names merged in order of appearance. */
function importLines(imports: NonNullable<ManifestPart['imports']>) {
  const byModule = new Map<string, Set<string>>()
  for (const { from, names } of imports) {
    const merged = byModule.get(from) ?? new Set<string>()
    names.forEach((name) => merged.add(name))
    byModule.set(from, merged)
  }
  return [...byModule].map(([from, names]) => (names.size ? `import { ${[...names].join(', ')} } from '${from}'` : `import type {} from '${from}'`))
}

function indent(field: string) {
  return field
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n')
}
