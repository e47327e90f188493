import { readRows } from '#core/kernel/database/read_rows'
import type { SeoResolution, SeoResolverInput } from '#core/kernel/contract'
import { urls } from '../../shared/urls.js'
import { count, listenSentence, pageTitle, plainText, routeId, siteName } from './seo_text.js'

/** /artist/{id}/{slug}: "Artist | Site", the biography or a generated line. One query. */
export default async function artistSeo({ params, host }: SeoResolverInput): Promise<SeoResolution> {
  const id = routeId(params.artistId)
  if (!id) return 'not-found'
  const [artist] = await readRows('SELECT name, biography, image, followers_count FROM artists WHERE id = ? LIMIT 1', [id])
  if (!artist) return 'not-found'

  const site = siteName(host)
  const followers = Number(artist.followers_count)
  const description = plainText(artist.biography) ?? listenSentence(site, artist.name, null, [followers ? count(followers, 'follower') : null])
  return {
    title: pageTitle(site, artist.name),
    description,
    variables: { name: artist.name, description, followers: followers.toLocaleString('en') },
    image: artist.image ?? undefined,
    canonical: urls.artist({ id, name: artist.name }),
    type: 'profile',
  }
}
