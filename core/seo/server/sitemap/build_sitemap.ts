import { Readable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/app'
import type { SitemapDefinition, SitemapEntry } from '#core/kernel/contract'
import { moduleLock } from '#core/kernel/locks'
import { SITEMAP_BUILD_LOCK } from '../../locks.js'
import { SITEMAP_MAX_URLS, sitemapIndex, URLSET_CLOSE, URLSET_OPEN, urlElement } from './sitemap_xml.js'
import { SITEMAP_DISK, sitemapFileKey, sitemapFileUrl, SITEMAP_INDEX_FILE } from './sitemap_files.js'

/** Builds kept on the disk: the newest and the one before, for crawlers reading the older index right now. */
const BUILDS_KEPT = 2
/** Characters written to the disk at a time. */
const CHUNK = 64 * 1024

export interface SitemapBuild {
  folder: string
  urls: number
  files: number
  durationMs: number
}

/**
 * Rebuilds the sitemap from every module's sources: each source's pages
 * stream into files of at most `maxUrls` addresses in a new folder, the
 * index is written last, and one row then makes the build current (so a
 * reader never sees half of one). Older builds are deleted. Answers null when
 * another process is building right now.
 */
export async function buildSitemap(sources: SitemapDefinition[], maxUrls = SITEMAP_MAX_URLS): Promise<SitemapBuild | null> {
  const [built, build] = await moduleLock(SITEMAP_BUILD_LOCK).runImmediately(async () => {
    const started = Date.now()
    // Sortable and unique: the newest folder is the newest build.
    const folder = `${started}-${Math.random().toString(36).slice(2, 8)}`
    const files: string[] = []
    let urls = 0
    for (const definition of sources) {
      const source = (await definition.source()).default
      const written = await writeSource(folder, definition.name, source.entries(), maxUrls)
      files.push(...written.files)
      urls += written.urls
    }
    const today = new Date(started).toISOString().slice(0, 10)
    await drive.use(SITEMAP_DISK).put(sitemapFileKey(folder, SITEMAP_INDEX_FILE), sitemapIndex(files.map((file) => sitemapFileUrl(folder, file)), today))
    const result = { folder, urls, files: files.length, durationMs: Date.now() - started }
    await db.table('sitemap_builds').insert({ folder, urls_count: urls, files_count: files.length, duration_ms: result.durationMs, created_at: new Date(started) })
    await pruneOldBuilds()
    return result
  })
  return built ? build : null
}

/** Writes one source's pages into `<name>-1.xml`, `<name>-2.xml`...; a source without pages writes no file. */
async function writeSource(folder: string, name: string, entries: AsyncIterable<SitemapEntry>, maxUrls: number) {
  const iterator = entries[Symbol.asyncIterator]()
  let next = await iterator.next()
  const files: string[] = []
  let urls = 0
  while (!next.done) {
    const file = `${name}-${files.length + 1}.xml`
    async function* urlset() {
      let text = URLSET_OPEN
      for (let inFile = 0; !next.done && inFile < maxUrls; inFile++, urls++) {
        text += urlElement(next.value, appUrl)
        if (text.length >= CHUNK) {
          yield text
          text = ''
        }
        next = await iterator.next()
      }
      yield text + URLSET_CLOSE
    }
    await drive.use(SITEMAP_DISK).putStream(sitemapFileKey(folder, file), Readable.from(urlset()))
    files.push(file)
  }
  return { files, urls }
}

async function pruneOldBuilds() {
  const old = await db.from('sitemap_builds').orderBy('id', 'desc').offset(BUILDS_KEPT).limit(100).select('id', 'folder')
  for (const build of old) {
    await drive.use(SITEMAP_DISK).deleteAll(sitemapFileKey(build.folder))
    await db.from('sitemap_builds').where('id', build.id).delete()
  }
}
