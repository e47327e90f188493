import type { SeoResolverInput, SeoTags } from '#core/kernel/contract'
import { pageTitle, plainText, siteName } from './seo_text.js'

/**
 * '/': while the homepage is the landing page (appearance settings), its
 * headline and subheadline describe the site; otherwise the site defaults.
 */
export default function landingSeo({ host }: SeoResolverInput): SeoTags | null {
  if (host.settings.get<string>('homepage.type', 'channels') !== 'landingPage') return null
  const headline = plainText(host.settings.get<string | null>('landing.headline', null))
  const subheadline = plainText(host.settings.get<string | null>('landing.subheadline', null))
  const site = siteName(host)
  return {
    title: pageTitle(site, headline),
    description: subheadline ?? undefined,
    variables: { headline, subheadline },
    image: host.settings.get<string | null>('landing.background_image', null) ?? undefined,
    canonical: '/',
  }
}
