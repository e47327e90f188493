import { test } from '@japa/runner'
import { crc32, gunzipSync } from 'node:zlib'
import { randomBytes } from 'node:crypto'
import { crc32Combine, GzipWithSlots } from '#core/kernel/shell/gzip_with_slots'
import { renderShell } from '#core/kernel/shell/render_shell'
import { SCRIPT_NONCE, withNonce } from '#core/kernel/http/csp_nonce'
import type { BootstrapData } from '#core/kernel/shared/bootstrap_data'

test.group('Compressed pages with slots (a kept page, a nonce per response)', () => {
  test('gunzip gives the text with every slot filled, for any filler', async ({ assert }) => {
    // Parts of every size class: empty, one byte, text, and more than a deflate window of incompressible bytes.
    const parts = ['<html><head><script', '', '>a</script><script', 'x', randomBytes(80_000).toString('base64'), '</html>']
    const page = await GzipWithSlots.compress(parts)
    for (const filler of [' nonce="abc123DEF456ghi789JKL0"', '', 'é'.repeat(300)]) {
      assert.equal(gunzipSync(page.gzip(filler)).toString(), parts.join(filler))
      assert.equal(page.text(filler), parts.join(filler))
    }
    assert.isBelow(page.byteLength, parts.join('').length)
  })

  test('each slot can hold its own filler, of any length (longer than one stored block too)', async ({ assert }) => {
    const parts = ['<script>window.a=', ';window.b=', '</script>', '']
    const page = await GzipWithSlots.compress(parts)
    const fillers = ['{"user":1}', 'x'.repeat(70_000) + 'é', '']
    const expected = parts[0] + fillers[0] + parts[1] + fillers[1] + parts[2] + fillers[2] + parts[3]
    assert.equal(gunzipSync(page.gzip(fillers)).toString(), expected)
    assert.equal(page.text(fillers), expected)
    assert.throws(() => page.gzip(fillers.slice(0, 2)), /no filler for slot 2/)
  })

  test('CRC-32 combination agrees with zlib over the whole text', ({ assert }) => {
    for (const [a, b] of [['', 'abc'], ['abc', ''], ['hello ', 'world'], [randomBytes(5000).toString('hex'), randomBytes(70_000).toString('hex')]]) {
      const [first, second] = [Buffer.from(a), Buffer.from(b)]
      assert.equal(crc32Combine(crc32(first), crc32(second), second.length), crc32(Buffer.concat([first, second])))
    }
  })
})

test.group('The shell and CSP nonces', () => {
  test("every script of the shell carries the nonce; the drawn page's markup is left as drawn", ({ assert }) => {
    const template = '<html><head><!--app-head--></head><body><div id="root"><!--app-splash--></div><!--app-bootstrap--><script type="module" crossorigin src="/assets/index.js"></script></body></html>'
    const bootstrap = { themes: { all: [], default_id: null, user_change: true }, branding: { site_name: 'Cadenza' } } as unknown as BootstrapData
    const page = { html: '<p>&lt;script&gt; in a title</p>', queries: {}, lazyComponents: [], notFound: false }
    const html = withNonce(renderShell(template, '<title>x</title>', bootstrap, page), 'n0nce')
    const scripts = html.match(/<script\b[^>]*>/g)!
    assert.isAtLeast(scripts.length, 4)
    for (const tag of scripts) assert.include(tag, 'nonce="n0nce"')
    assert.include(html, '<p>&lt;script&gt; in a title</p>')
    // Cut where the stand-ins are (as a kept guest page is), the pieces hold no nonce of their own.
    assert.lengthOf(renderShell(template, '', bootstrap, page).split(SCRIPT_NONCE), scripts.length + 1)
  })
})
