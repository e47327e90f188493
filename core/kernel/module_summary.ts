import type { LoadedModule } from './module_registry.js'

/**
 * What one enabled module registers, as labelled lines for `node ace
 * plugins:list`: names where a reader wants to grep (events, jobs, locks,
 * setting keys), counts where names would flood the screen (menu items).
 * Fields the module leaves empty are left out. `jobNames`: every job name
 * the kernel registered; a module's are those in its namespace.
 */
export function moduleSummary({ manifest, kind, folder, apiPrefix }: LoadedModule, jobNames: Iterable<string>): Array<[label: string, value: string]> {
  const names = (list: string[] | undefined) => (list?.length ? list.join(', ') : '')
  const count = (list: unknown[] | undefined) => (list?.length ? String(list.length) : '')
  const settingKeys = Object.keys(manifest.settings?.defaults ?? {})
  const schemaKeys = Object.keys(manifest.settings?.schema ?? {})
  const lines: Array<[string, string]> = [
    ['kind', kind],
    ['folder', folder],
    ['depends on', names(manifest.dependsOn)],
    ['API prefix', manifest.routes ? apiPrefix : ''],
    ['permissions', names(manifest.permissions?.map((permission) => permission.name))],
    ['menu items', count(manifest.menus)],
    ['SEO pages', names(manifest.seo?.map((page) => page.name))],
    ['ad slots', count(manifest.adSlots)],
    ['admin screens', names(manifest.admin?.map((screen) => screen.path))],
    ['reports', names(manifest.reports?.map((report) => report.name))],
    ['settings', settingKeys.length ? `${settingKeys.length} (schema: ${schemaKeys.join(', ') || 'none'})` : ''],
    ['events', names(manifest.events)],
    ['listens to', names(Object.keys(manifest.listeners ?? {}))],
    ['jobs', names([...jobNames].filter((name) => name.startsWith(`${manifest.id}.`)))],
    ['schedules', names(manifest.schedules?.map((schedule) => `${schedule.job} every ${schedule.every ?? `cron '${schedule.cron}'`}`))],
    ['locks', names(manifest.locks?.map((lock) => `${lock.name} (${lock.ttl})`))],
    ['hooks', names(Object.keys(manifest.hooks ?? {}))],
    ['seeders', count(manifest.seeders)],
    ['commands', manifest.commands ? 'yes' : ''],
    ['bootstrap data', manifest.bootstrap ? `module_data.${manifest.id}` : ''],
    ['translations', manifest.lang ?? ''],
    ['web', manifest.web ?? ''],
  ]
  return lines.filter(([, value]) => value)
}
