import { test } from '@japa/runner'

const html = { accept: 'text/html' }

function directive(policy: string | undefined, name: string) {
  return (policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
}

function nonceOf(policy: string | undefined) {
  return directive(policy, 'script-src')?.match(/'nonce-([^']+)'/)?.[1]
}

/** `<script ...>` opening tags of a page, without JSON-LD data blocks (which never run). */
function scriptTags(page: string) {
  return [...page.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !tag.includes('application/ld+json'))
}

test.group('Security headers: Content-Security-Policy', () => {
  test('pages allow scripts from this site and inline scripts with the request’s nonce only', async ({ assert, client }) => {
    const page = await client.get('/').headers(html)
    const policy = page.header('content-security-policy')
    const nonce = nonceOf(policy)
    assert.isString(nonce)
    assert.equal(directive(policy, 'script-src')?.split(' ')[1], `'self'`)
    assert.notInclude(policy, `'unsafe-inline' 'nonce`)
    assert.notMatch(directive(policy, 'script-src') ?? '', /unsafe-(inline|eval)/)
    assert.equal(directive(policy, 'object-src'), `object-src 'none'`)
    assert.equal(directive(policy, 'base-uri'), `base-uri 'self'`)

    // Every inline script (bootstrap data, theme, the drawn page's loader) carries the nonce; the others load from /assets.
    const tags = scriptTags(page.text())
    assert.isAbove(tags.length, 1)
    for (const tag of tags) {
      if (!tag.includes(' src=')) assert.include(tag, ` nonce="${nonce}"`)
    }
    assert.notInclude(page.text(), 'csp-nonce-')
  })

  test('each page gets a nonce of its own', async ({ assert, client }) => {
    const first = await client.get('/').headers(html)
    const second = await client.get('/').headers(html)
    assert.notEqual(nonceOf(first.header('content-security-policy')), nonceOf(second.header('content-security-policy')))
    assert.include(second.text(), `nonce="${nonceOf(second.header('content-security-policy'))}"`)
  })
})

test.group('Security headers: Referrer-Policy and HSTS', () => {
  test('pages and API answers send a Referrer-Policy', async ({ assert, client }) => {
    for (const path of ['/', '/api/v1/health', '/api/v1/nothing-here']) {
      const response = await client.get(path)
      assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin', path)
    }
  })

  test('HSTS only over https: never on plain http, always behind a proxy that says https', async ({ assert, client }) => {
    const plain = await client.get('/').headers(html)
    assert.isUndefined(plain.header('strict-transport-security'))

    // The test client is on loopback, a trusted proxy address by default.
    const proxied = await client.get('/').headers({ ...html, 'x-forwarded-proto': 'https' })
    assert.equal(proxied.header('strict-transport-security'), 'max-age=15552000')
  })
})

test.group('Security headers: framing', () => {
  test('real embed pages may be framed by any site', async ({ assert, client }) => {
    for (const path of ['/track/1/a-song/embed', '/album/1/an-artist/an-album/embed']) {
      const embed = await client.get(path).headers(html)
      assert.equal(embed.status(), 200, path)
      assert.isUndefined(embed.header('x-frame-options'), path)
      assert.equal(directive(embed.header('content-security-policy'), 'frame-ancestors'), 'frame-ancestors *', path)
    }
  })

  test('every other page, embed-looking paths included, may be framed by this site only', async ({ assert, client }) => {
    const paths = ['/', '/track/1/a-song', '/artist/1/embed', '/artist/1/a-name/embed', '/track/1/embed', '/track/1/a-song/embed/more', '/login', '/secure/auth/social/google/login', '/api/v1/music/embed/tracks/1']
    for (const path of paths) {
      const response = await client.get(path).headers(html)
      assert.equal(response.header('x-frame-options'), 'SAMEORIGIN', path)
      assert.equal(directive(response.header('content-security-policy'), 'frame-ancestors'), `frame-ancestors 'self'`, path)
    }
  })

  test('API answers carry a policy that allows nothing, without a nonce; pages keep theirs', async ({ assert, client }) => {
    for (const path of ['/api/v1/health', '/api/v1/music/tracks/1', '/api/v1/nothing-here']) {
      const response = await client.get(path).headers({ accept: 'application/json' })
      assert.equal(response.header('content-security-policy'), `default-src 'none'; frame-ancestors 'self'`, path)
      assert.equal(response.header('x-frame-options'), 'SAMEORIGIN', path)
      assert.equal(response.header('x-content-type-options'), 'nosniff', path)
    }
    assert.isString(nonceOf((await client.get('/').headers(html)).header('content-security-policy')))
  })
})
