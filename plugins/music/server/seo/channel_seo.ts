import { readRows } from '#core/kernel/database/read_rows'
import type { SeoResolution, SeoResolverInput } from '#core/kernel/contract'
import { urls } from '../../shared/urls.js'
import { pageTitle, plainText, siteName } from './seo_text.js'

/**
 * /channel/{slugOrId}[/{restriction}]: "Rock - Genres | Site" for a channel
 * restricted by the genre or tag named in the URL, else "Channel | Site".
 * One or two indexed queries; an unknown channel or restriction is not found (the API's 404).
 */
export default async function channelSeo({ params, host }: SeoResolverInput): Promise<SeoResolution> {
  const { slugOrId, restriction: requested } = params
  const byId = /^[1-9]\d{0,9}$/.test(slugOrId)
  const [channel] = await readRows(
    `SELECT id, name, slug, description, config FROM channels WHERE ${byId ? 'id = ? OR slug = ?' : 'slug = ?'} LIMIT 1`,
    byId ? [Number(slugOrId), slugOrId] : [slugOrId]
  )
  if (!channel) return 'not-found'

  const config = typeof channel.config === 'string' ? JSON.parse(channel.config) : channel.config
  let restrictedBy: { name: string; label: string } | null = null
  if (requested && (config?.restriction === 'genre' || config?.restriction === 'tag')) {
    const table = config.restriction === 'genre' ? 'genres' : 'tags'
    const [row] = await readRows(`SELECT name, display_name FROM ${table} WHERE name = ? LIMIT 1`, [requested.toLowerCase()])
    if (!row) return 'not-found'
    restrictedBy = { name: row.name, label: row.display_name || row.name }
  }

  const site = siteName(host)
  const description =
    plainText(channel.description) ?? (restrictedBy ? `The best of ${restrictedBy.label} on ${site}.` : `${channel.name} on ${site}.`)
  return {
    title: pageTitle(site, restrictedBy?.label, channel.name),
    description,
    variables: { name: channel.name, genre: restrictedBy?.label, description },
    canonical: urls.channel(channel.slug, restrictedBy?.name),
  }
}
