import { test } from '@japa/runner'
import { preferredEncoding } from '#core/kernel/shell/content_encoding'
import { applySiteCustomizations, renderHeadTags, renderSplash } from '#core/kernel/shell/render_shell'

test.group('Shell head tags', () => {
  test("a page's image is preloaded at high priority, under the URL the app shows", ({ assert }) => {
    const head = renderHeadTags({ title: 'Song', image: '/storage/covers/a.png' }, '/track/1/song', 'https://music.test', 'Cadenza')
    assert.include(head, '<link rel="preload" as="image" href="/storage/covers/a.png" fetchpriority="high">')
    assert.include(head, '<meta property="og:image" content="https://music.test/storage/covers/a.png">')
  })

  test('a page without an image preloads nothing', ({ assert }) => {
    assert.notInclude(renderHeadTags({ title: 'Search' }, '/search', 'https://music.test', 'Cadenza'), 'rel="preload"')
  })
})

test.group('Shell loading screen', () => {
  test("shows the site's name, escaped, while the app's code loads", ({ assert }) => {
    const splash = renderSplash('Rock <b>&</b> Roll')
    assert.include(splash, '<span class="app-splash-name">Rock &lt;b&gt;&amp;&lt;/b&gt; Roll</span>')
    assert.include(splash, 'role="status"')
  })
})

test.group('Accept-Encoding negotiation', () => {
  test('brotli wins a tie, whatever order the client lists codings in', ({ assert }) => {
    assert.equal(preferredEncoding('gzip, deflate, br, zstd'), 'br')
    assert.equal(preferredEncoding('br, gzip'), 'br')
  })

  test('q-values rank codings, and q=0 refuses one', ({ assert }) => {
    assert.equal(preferredEncoding('br;q=0.5, gzip'), 'gzip')
    assert.equal(preferredEncoding('br;q=0, gzip;q=0.1'), 'gzip')
    assert.equal(preferredEncoding('*'), 'br')
    assert.equal(preferredEncoding('*;q=0.5, br;q=0'), 'gzip')
  })

  test('no coding the server has means the body goes out as it is', ({ assert }) => {
    assert.isNull(preferredEncoding(undefined))
    assert.isNull(preferredEncoding(''))
    assert.isNull(preferredEncoding('identity'))
    assert.isNull(preferredEncoding('deflate, zstd'))
    assert.isNull(preferredEncoding('br;q=0, gzip;q=0'))
  })
})

test.group('Site customizations in the page as sent', () => {
  const template = '<html><head>\n<link rel="icon" href="/favicon.svg" type="image/svg+xml" />\n</head><body></body></html>'

  test("the site's favicon and custom CSS are in the head before any script runs", ({ assert }) => {
    const html = applySiteCustomizations(template, {
      branding: { favicon: '/storage/branding/icon "x".png' },
      custom_code: { css: 'body { color: red }' },
    })
    assert.include(html, '<link rel="icon" href="/storage/branding/icon &quot;x&quot;.png" />')
    assert.notInclude(html, '/favicon.svg')
    assert.include(html, '<style id="be-custom-css">body { color: red }</style>\n  </head>')
  })

  test('custom CSS cannot close its style element and start markup', ({ assert }) => {
    const html = applySiteCustomizations(template, { custom_code: { css: 'a{}</style><script>alert(1)</script>' } })
    assert.notInclude(html, '</style><script>')
    assert.include(html, 'a{}<\\/style><script>alert(1)<\\/script></style>')
  })

  test('without either setting the page keeps the default favicon and no style element', ({ assert }) => {
    const html = applySiteCustomizations(template, { branding: { favicon: null }, custom_code: { css: '  ' } })
    assert.equal(html, template)
  })
})
