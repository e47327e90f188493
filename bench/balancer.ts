/**
 * `node --import @poppinss/ts-exec bench/balancer.ts <data-dir> <port> <nodes> <env-json>`
 *
 * Several app nodes behind a small round-robin proxy on 127.0.0.1:<port>, as
 * a site runs them behind a load balancer: each node is the production
 * server (bench/support.ts) on a free port with the given environment (the
 * database, REDIS_URL shared by all). The nodes are this process's
 * children, so the bench's CPU per request (the process tree's) counts the
 * proxy and every node. SIGTERM stops them all.
 */
import http from 'node:http'
import { freePort, startProductionServer } from './support.js'

const [dataDir, port, nodes, envJson] = process.argv.slice(2)
const env = JSON.parse(envJson) as Record<string, string>
const ports = await Promise.all(Array.from({ length: Number(nodes) }, () => freePort()))
const servers = await Promise.all(ports.map((nodePort) => startProductionServer(dataDir, nodePort, env)))
process.on('SIGTERM', () => {
  for (const server of servers) server.kill('SIGTERM')
  process.exit(0)
})

// Kept-alive connections to the nodes, as nginx's upstream keepalive.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
let next = 0
http
  .createServer((request, response) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: ports[next++ % ports.length], method: request.method, path: request.url, headers: request.headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      }
    )
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(upstream)
  })
  .listen(Number(port), '127.0.0.1')
