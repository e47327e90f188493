import { startProductionServer, freePort } from './support.js'
import mysql from 'mysql2/promise'
import { signIn } from './catalogue.js'
const port = await freePort()
const env = { DB_CONNECTION: 'mysql', MYSQL_HOST: '127.0.0.1', MYSQL_PORT: '3306', MYSQL_USER: 'root', MYSQL_PASSWORD: '', MYSQL_DATABASE: 'cadenza_bench_1000000' }
const server = await startProductionServer('/work/main/tmp/bench/mysql-1000000', port, env)
const admin = await mysql.createConnection({ host: '127.0.0.1', user: 'root', database: 'cadenza_bench_1000000' })
const [[t]] = await admin.query('SELECT id FROM tracks ORDER BY id LIMIT 1 OFFSET 5000') as any
const cookie = process.env.SIGNED ? await signIn(`http://127.0.0.1:${port}`) : undefined
console.log('cookie', typeof cookie, String(cookie).slice(0,50))
const paths = process.argv.slice(2).map((p) => p.replace('{track}', t.id))
for (const p of paths) await (await fetch(`http://127.0.0.1:${port}${p}`, { headers: cookie ? { cookie: typeof cookie === 'string' ? cookie : (cookie as any).cookie ?? String(cookie) } : {} })).text()
await admin.query("SET GLOBAL log_output='TABLE'"); await admin.query('TRUNCATE mysql.general_log'); await admin.query('SET GLOBAL general_log=1')
for (const p of paths) { const r = await fetch(`http://127.0.0.1:${port}${p}`, { headers: cookie ? { cookie: typeof cookie === 'string' ? cookie : (cookie as any).cookie ?? String(cookie) } : {} }); console.log(p, r.status, r.headers.get('set-cookie')?.slice(0, 40)); await r.text() }
await admin.query('SET GLOBAL general_log=0')
const [rows] = await admin.query("SELECT command_type, LEFT(argument, 300) a FROM mysql.general_log WHERE command_type IN ('Query','Execute') AND argument NOT LIKE '%general_log%'") as any
for (const r of rows) console.log(r.command_type, r.a.replace(/\s+/g, ' '))
await admin.end(); server.kill()
