import { appUrl } from '#config/app'

/** The private disk: on S3 every app node reads the same files; only our controller serves them. */
export const SITEMAP_DISK = 'uploads'
export const SITEMAP_INDEX_FILE = 'index.xml'
/** A file name a build writes: '<source>-<n>.xml' or the index. */
export const SITEMAP_FILE_NAME = /^[a-z][a-z0-9_-]{0,60}\.xml$/
export const SITEMAP_FOLDER = /^\d{13}-[a-z0-9]{1,8}$/

/** The disk key of a build's file, or of its folder. */
export function sitemapFileKey(folder: string, file?: string) {
  return file ? `sitemaps/${folder}/${file}` : `sitemaps/${folder}`
}

/** Where crawlers fetch one of a build's files. */
export function sitemapFileUrl(folder: string, file: string) {
  return new URL(`/sitemaps/${folder}/${file}`, appUrl).href
}

export const sitemapIndexUrl = () => new URL('/sitemap.xml', appUrl).href
