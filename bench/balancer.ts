/**
 * `node --import @poppinss/ts-exec bench/balancer.ts <data-dir> <port> <nodes> <env-json>`
 *
 * Several app nodes behind a round-robin load balancer on 127.0.0.1:<port>,
 * as a site runs them: each node is the production server (bench/support.ts)
 * on a free port with the given environment (the database, REDIS_URL shared
 * by all). The balancer is Debian's nginx when it is installed (NGINX_PATH,
 * /usr/sbin/nginx unless set), as production would run; without it, or with
 * BENCH_BALANCER=node, a small Node proxy. On 2 cores the choice shows: the
 * Node proxy spends about what a node spends answering a cached read, and
 * takes it from the nodes. The nodes and nginx are this process's children,
 * so the bench's CPU per request (the process tree's) counts the balancer
 * and every node. SIGTERM stops them all.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import { freePort, startProductionServer, waitFor } from './support.js'

const [dataDir, port, nodes, envJson] = process.argv.slice(2)
const env = JSON.parse(envJson) as Record<string, string>
const ports = await Promise.all(Array.from({ length: Number(nodes) }, () => freePort()))
const children: ChildProcess[] = await Promise.all(ports.map((nodePort) => startProductionServer(dataDir, nodePort, env)))
process.on('SIGTERM', () => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(0)
})

const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
if (process.env.BENCH_BALANCER !== 'node' && existsSync(NGINX_PATH)) children.push(await startNginx())
else startNodeProxy()

/**
 * nginx in the foreground as one process (no master: it runs as this user and
 * needs no root), round robin over the nodes with kept-alive upstream
 * connections; requests and answers pass unbuffered and unchanged, the Host
 * header included.
 */
async function startNginx() {
  const dir = join(dataDir, 'nginx')
  mkdirSync(dir, { recursive: true })
  const conf = join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `daemon off;
master_process off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'client_body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  upstream cadenza {
${ports.map((nodePort) => `    server 127.0.0.1:${nodePort};`).join('\n')}
    keepalive 256;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 0;
    location / {
      proxy_pass http://cadenza;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_buffering off;
      proxy_request_buffering off;
    }
  }
}
`
  )
  const nginx = spawn(NGINX_PATH, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] })
  await waitFor(`http://127.0.0.1:${port}/health`, nginx)
  return nginx
}

function startNodeProxy() {
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
}
