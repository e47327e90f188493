import CustomPage from '../models/custom_page.js'

/** A page by id when the key is numeric ('/pages/3/about-us'), otherwise by slug ('/pages/about-us'). */
export async function findCustomPage(idOrSlug: string): Promise<CustomPage | null> {
  return /^\d+$/.test(idOrSlug) ? CustomPage.find(Number(idOrSlug)) : CustomPage.findBy('slug', idOrSlug)
}
