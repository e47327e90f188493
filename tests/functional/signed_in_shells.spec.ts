import { test } from '@japa/runner'
import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import { CookieSession } from '#tests/helpers/cookie_session'
import { serverUrl } from '#tests/helpers/http_client'
import { signIn } from '#tests/helpers/sign_in'
import { bootstrapFrom, titleOf } from '#tests/helpers/shell'
import { createUser } from '#core/accounts/server/actions/create_user'
import { SettingsStore } from '#core/settings/server/settings_store'
import { SCRIPT_NONCE } from '#core/kernel/http/csp_nonce'
import { renderShell } from '#core/kernel/shell/render_shell'
import { readIndexTemplate } from '#core/kernel/shell/web_dist'
import { signedInShell } from '#core/kernel/shell/signed_in_shells'
import type { BootstrapData, BootstrapUser } from '#core/kernel/shared/bootstrap_data'

/** A page the server never draws (no app chrome): signed-in people get the plain shell. */
const PLAIN_PAGE = '/login'
const HTML = { accept: 'text/html' }

let counter = 0
async function signedIn(firstName: string) {
  const email = `shell-${Date.now()}-${++counter}@example.com`
  const user = await createUser({ email, password: 'secret-password-1', firstName, verified: true })
  return { user, session: await signIn(user, { password: 'secret-password-1' }) }
}

/** The body as sent (fetch would decompress it). */
function rawPage(path: string, session: CookieSession) {
  const base = new URL(serverUrl())
  const headers = { ...HTML, 'accept-encoding': 'gzip', 'cookie': session.cookieHeader() }
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    const sent = request({ host: base.hostname, port: base.port, path, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }))
    })
    sent.on('error', reject)
    sent.end()
  })
}

test.group('Signed-in shells composed from kept parts', () => {
  test("each person's plain shell is the shell rendered for them, byte for byte, and holds nobody else's data", async ({ assert }) => {
    const template = await readIndexTemplate()
    const shared = bootstrapFrom((await new CookieSession().get('/').headers(HTML)).text())
    const person = (id: number, name: string): BootstrapData => ({
      ...shared,
      user: { ...({} as BootstrapUser), id, name, first_name: name, email: `${id}@example.com` },
      show_cookie_notice: id % 2 === 0,
      admin_alerts: null,
    })
    const head = '<title>A &amp; B</title>\n    <link rel="canonical" href="http://localhost/x">'
    const nonce = ' nonce="n0nce"'
    const expected = (bootstrap: BootstrapData) => renderShell(template, head, bootstrap).split(SCRIPT_NONCE).join(nonce)

    // Names that must stay inside the inlined script, whatever they hold.
    const first = person(1, 'Ada </script><script>alert(1)</script> \u2028')
    const second = person(2, 'Grace')
    for (const bootstrap of [first, second, first]) {
      const body = await signedInShell(template, head, bootstrap, nonce)
      // Kept shell parts are read caches, on SQLite and MySQL/MariaDB alike (@adonisjs/cache).
      assert.isNotNull(body)
      const html = gunzipSync(body!).toString()
      assert.equal(html, expected(bootstrap))
      assert.deepEqual(bootstrapFrom(html).user, bootstrap.user)
      assert.notInclude(html, bootstrap === first ? 'Grace' : 'Ada')
    }
  })

  test("two people and a guest asking for the same page each get their own bootstrap, never another's", async ({ assert }) => {
    const ada = await signedIn('Adaline')
    const grace = await signedIn('Gracewell')
    for (let round = 0; round < 2; round++) {
      const [forAda, forGrace, forGuest] = await Promise.all([
        ada.session.get(PLAIN_PAGE).headers(HTML),
        grace.session.get(PLAIN_PAGE).headers(HTML),
        new CookieSession().get(PLAIN_PAGE).headers(HTML),
      ])
      assert.equal(forAda.header('server-timing'), 'shell;desc="browser"')
      assert.equal(bootstrapFrom(forAda.text()).user?.id, ada.user.id)
      assert.equal(bootstrapFrom(forGrace.text()).user?.id, grace.user.id)
      assert.isNull(bootstrapFrom(forGuest.text()).user)
      assert.notInclude(forAda.text(), 'Gracewell')
      assert.notInclude(forGrace.text(), 'Adaline')
      for (const name of ['Adaline', 'Gracewell']) assert.notInclude(forGuest.text(), name)
      // The page's head tags are there as in any shell.
      assert.equal(titleOf(forAda.text()), titleOf(forGuest.text()))
      assert.include(forAda.text(), '<link rel="canonical"')
    }
  })

  test('the shared stretches are compressed once: the person\'s own data goes out as it is inside the gzip body', async ({ assert }) => {
    const { user, session } = await signedIn('Storedblockina')
    const { encoding, body } = await rawPage(PLAIN_PAGE, session)
    assert.equal(encoding, 'gzip')
    assert.equal(bootstrapFrom(gunzipSync(body).toString()).user?.id, user.id)
    // Compressed per response, the name would be Huffman-coded; a kept shell sends the person's slot as a stored block.
    assert.isTrue(body.includes('"first_name":"Storedblockina"'))
  })

  test('after a write the shared stretches are made again: the next signed-in shell shows it', async ({ assert }) => {
    const { session } = await signedIn('Rebuilder')
    const settings = await app.container.make(SettingsStore)
    assert.equal(bootstrapFrom((await session.get(PLAIN_PAGE).headers(HTML)).text()).branding.site_name, 'Cadenza')
    await settings.save({ 'branding.site_name': 'Renamed Cadenza' })
    try {
      const after = await session.get(PLAIN_PAGE).headers(HTML)
      assert.equal(bootstrapFrom(after.text()).branding.site_name, 'Renamed Cadenza')
      assert.include(after.text(), '<span class="app-splash-name">Renamed Cadenza</span>')
    } finally {
      await settings.save({ 'branding.site_name': 'Cadenza' })
    }
  })
})
