import type { SeoResolution, SeoResolverInput } from '#core/kernel/contract'
import { urls } from '../../shared/urls.js'
import { readRows } from '#core/kernel/database/read_rows'
import { displayName, USER_SUMMARY_COLUMNS, USER_SUMMARY_TABLES } from '../services/summaries/users.js'
import { publicProfileSql } from '../services/profiles/public_profiles.js'
import { pageTitle, plainText, routeId, siteName } from './seo_text.js'

/**
 * /user/{id}/{slug}[/{tab}]: "Name | Site", a profile with the bio or a
 * generated line. Public profiles only: anyone else's is not found, as the
 * API answers; the owner's own page is theirs to see (the site's tags). One query.
 */
export default async function userSeo({ params, host, ctx }: SeoResolverInput): Promise<SeoResolution> {
  const id = routeId(params.userId)
  if (!id) return 'not-found'
  // SQL written once (readRows), as the other resolvers: signed-in people's pages resolve their tags on every load.
  const [user] = await readRows(
    `SELECT ${USER_SUMMARY_COLUMNS}, profiles.bio FROM ${USER_SUMMARY_TABLES}
     WHERE users.id = ? AND ${publicProfileSql('users.id')} LIMIT 1`,
    [id]
  )
  if (!user) return ctx.auth?.user?.id === id ? null : 'not-found'

  const site = siteName(host)
  const name = displayName(user)
  const description = plainText(user.bio) ?? `Listen to the tracks, playlists and reposts of ${name} on ${site}.`
  return {
    title: pageTitle(site, name),
    description,
    variables: { name, description },
    image: user.image ?? undefined,
    canonical: urls.user({ id, name }),
    type: 'profile',
  }
}
