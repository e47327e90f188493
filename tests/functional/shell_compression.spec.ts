import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import { webDistDir } from '#core/kernel/shell/web_dist'
import { serverUrl } from '#tests/helpers/http_client'

interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A GET that keeps the body as sent (fetch would undo the compression this checks). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(serverUrl(path), { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

function decoded(response: RawResponse) {
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8')
  return response.body.toString('utf8')
}

const varyOf = (response: RawResponse) => String(response.headers.vary ?? '')

test.group('Compressed web assets and shell', (group) => {
  // A built asset with the copies web/build/precompress.ts writes, and one too small to have any.
  const assets = join(webDistDir(), 'assets')
  const name = `compression-test-${process.pid}`
  const script = `export const words = ${JSON.stringify('la '.repeat(2000))};\n`
  const small = 'export const tiny = 1;\n'
  group.setup(() => {
    mkdirSync(assets, { recursive: true })
    writeFileSync(join(assets, `${name}.js`), script)
    writeFileSync(join(assets, `${name}.js.br`), brotliCompressSync(script))
    writeFileSync(join(assets, `${name}.js.gz`), gzipSync(script))
    writeFileSync(join(assets, `${name}-small.js`), small)
    return () => {
      for (const file of [`${name}.js`, `${name}.js.br`, `${name}.js.gz`, `${name}-small.js`]) rmSync(join(assets, file), { force: true })
    }
  })

  test('a browser that accepts brotli gets the brotli copy, typed as the original', async ({ assert }) => {
    const response = await rawGet(`/assets/${name}.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    assert.equal(response.status, 200)
    assert.equal(response.headers['content-encoding'], 'br')
    assert.match(String(response.headers['content-type']), /^text\/javascript/)
    assert.include(varyOf(response), 'Accept-Encoding')
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.isBelow(response.body.length, script.length / 10)
    assert.equal(decoded(response), script)
  })

  test('gzip goes to clients that accept only gzip, or refuse brotli', async ({ assert }) => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const response = await rawGet(`/assets/${name}.js`, { 'accept-encoding': accept })
      assert.equal(response.headers['content-encoding'], 'gzip', accept)
      assert.equal(decoded(response), script)
    }
  })

  test('without Accept-Encoding the original is sent, still marked as varying', async ({ assert }) => {
    const response = await rawGet(`/assets/${name}.js`)
    assert.equal(response.status, 200)
    assert.isUndefined(response.headers['content-encoding'])
    assert.include(varyOf(response), 'Accept-Encoding')
    assert.equal(response.body.toString('utf8'), script)
  })

  test('a file the build left uncompressed is sent as it is', async ({ assert }) => {
    const response = await rawGet(`/assets/${name}-small.js`, { 'accept-encoding': 'br, gzip' })
    assert.equal(response.status, 200)
    assert.isUndefined(response.headers['content-encoding'])
    assert.equal(response.body.toString('utf8'), small)
  })

  test('missing files and paths out of the build folder are still not found', async ({ assert }) => {
    for (const path of ['/assets/missing-file.js', '/assets/..%2f..%2fpackage.json', `/assets/..%2fassets%2f${name}.js%2f..%2f..%2f..%2fpackage.json`]) {
      const response = await rawGet(path, { 'accept-encoding': 'br, gzip' })
      assert.equal(response.status, 404, path)
      assert.isUndefined(response.headers['content-encoding'], path)
      assert.notInclude(decoded(response), '"dependencies"', path)
    }
  })

  test('the HTML shell is compressed for clients that accept it (gzip first: it costs a page a third of what brotli does), and sent plain to others', async ({ assert }) => {
    for (const accept of ['gzip, deflate, br', 'gzip']) {
      const gzip = await rawGet('/', { 'accept-encoding': accept, 'accept': 'text/html' })
      assert.equal(gzip.status, 200)
      assert.equal(gzip.headers['content-encoding'], 'gzip', accept)
      assert.include(varyOf(gzip), 'Accept-Encoding')
      assert.match(decoded(gzip), /<div id="root">/)
    }

    const plain = await rawGet('/', { accept: 'text/html' })
    assert.isUndefined(plain.headers['content-encoding'])
    assert.include(varyOf(plain), 'Accept-Encoding')
    assert.match(plain.body.toString('utf8'), /<div id="root">/)
  })
})
