import type { SeoResolution, SeoResolverInput } from '#core/kernel/contract'
import { urls } from '../../shared/urls.js'
import { displayName, userQuery } from '../services/summaries/users.js'
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
  const user = await userQuery().select('profiles.bio').where('users.id', id).whereRaw(publicProfileSql('users.id')).first()
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
