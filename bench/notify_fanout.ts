/**
 * `node --import @poppinss/ts-exec bench/notify_fanout.ts <data-dir> <artist-id>`
 *
 * One release's fan-out, run by bench/notify.ts: boots the app on the data
 * folder's database (or the one DB_CONNECTION and MYSQL_* select) with the queue's `sync` driver (each queued job runs as
 * it is dispatched, so the fan-out job and its batch jobs run here, one
 * after the other, as a single worker would), sends music.new_release to
 * everyone following the artist, and prints what it took as JSON.
 */
import 'reflect-metadata'

const [dataDir, artistId] = process.argv.slice(2)
Object.assign(process.env, { DATA_DIR: dataDir, DB_CONNECTION: process.env.DB_CONNECTION ?? 'sqlite', SQLITE_PATH: '', QUEUE_DRIVER: 'sync', NODE_ENV: 'production', LOG_LEVEL: 'warn' })

const { Ignitor } = await import('@adonisjs/core')
const { APP_ROOT, importer } = await import('../bin/app_root.js')
const app = new Ignitor(APP_ROOT, { importer }).tap((booting) => booting.booting(async () => void (await import('#start/env')))).createApp('console')
await app.init()
await app.boot()
await app.start(async () => {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { Notifier } = await import('#core/kernel/module_services')
  const notifier = await app.container.make(Notifier)
  const before = Number((await db.from('notifications').where('type', 'music.new_release').count('* as total'))[0].total)
  const started = performance.now()
  await notifier.notify({ table: 'follows', userColumn: 'follower_id', where: { followable_type: 'artist', followable_id: Number(artistId) } }, 'music.new_release', {
    lines: [
      { type: 'primary', icon: 'album', content: 'Bench Artist released Bench Album' },
      { type: 'secondary', content: 'New album' },
    ],
    mainAction: { action: '/album/1/bench-artist/bench-album', label: 'Listen' },
  })
  const seconds = (performance.now() - started) / 1000
  const after = Number((await db.from('notifications').where('type', 'music.new_release').count('* as total'))[0].total)
  console.log(JSON.stringify({ seconds, delivered: after - before }))
  await app.terminate()
})
