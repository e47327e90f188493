import { captureScreens, followSystemTheme, takingScreens } from '#tests/helpers/screens'
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { serverUrl } from '#tests/helpers/http_client'
import { makeAlbum, makeArtist } from '../helpers/catalogue_factory.js'
import {
  PASSWORD,
  expectToast,
  field,
  newAccount,
  openAt,
  signInThroughForm,
  uniqueEmail,
  waitForPath,
  withSettings,
} from '#core/accounts/tests/browser/browser_helpers'

/** The address in an email's text that starts with the site's origin. */
function linkIn(text: string) {
  const link = text.split(/\s+/).find((word) => word.startsWith(serverUrl('')) || word.includes('/workspace/join/'))
  if (!link) throw new Error(`No link in: ${text}`)
  return new URL(link)
}

/** Spec sections 2, 4 and 8: invitations, joining, the switcher, and backstage in a workspace (issue 19's done-when). */
test.group('Workspaces in Chromium', (group) => {
  let smtp: TestSmtpServer
  group.setup(async () => {
    smtp = await TestSmtpServer.start()
    await smtp.captureAppMail()
    return () => smtp.stop()
  })
  group.each.setup(async () => {
    await db.from('limiter_rate_limits').delete()
  })

  test('an owner invites by email; the person registers through the link while registration is disabled, joins, switches and edits the workspace album', async ({ assert, cleanup }) => {
    cleanup(await withSettings({ 'registration.disable': true }))
    const owner = await newAccount({ firstName: 'Olive' })
    const ownerBrowser = await openAt('/login?redirect=/workspaces')
    cleanup(() => ownerBrowser.context.close())
    await followSystemTheme(ownerBrowser.context)
    const ownerPage = ownerBrowser.page
    await signInThroughForm(ownerPage, owner.email)
    await waitForPath(ownerPage, '/workspaces')

    await ownerPage.getByRole('button', { name: 'New workspace' }).first().click()
    await ownerPage.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Harbour Records')
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Create' }).click()
    await expectToast(ownerPage, 'Workspace created')
    await ownerPage.getByRole('heading', { name: 'Harbour Records' }).waitFor()
    const workspace = await db.from('workspaces').where({ owner_id: owner.id, name: 'Harbour Records' }).firstOrFail()
    // The workspace's artist and album: its editors manage both.
    const artist = await makeArtist()
    await db.from('artists').where('id', artist.id).update({ workspace_id: workspace.id })
    const album = await makeAlbum({ name: 'First Light', artists: [artist], public: false })
    await db.from('albums').where('id', album.id).update({ workspace_id: workspace.id })

    const email = uniqueEmail('invited')
    await ownerPage.getByRole('textbox', { name: 'Email addresses' }).fill(email)
    await ownerPage.getByRole('button', { name: 'Send invitations' }).click()
    await expectToast(ownerPage, 'Invitation sent')
    await ownerPage.getByText(email).waitFor()

    const message = await smtp.waitForMessage(email)
    const link = linkIn(message.text)
    assert.equal(link.pathname, '/workspace/join/register')
    const invitee = await openAt(`${link.pathname}${link.search}`)
    cleanup(() => invitee.context.close())
    const page = invitee.page
    await page.getByRole('heading', { name: 'Create a new account' }).waitFor()
    assert.equal(await field(page, 'email').inputValue(), email)
    await field(page, 'password').fill(PASSWORD)
    await field(page, 'password_confirmation').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).click()

    await waitForPath(page, '/workspaces')
    const invitation = page.locator('section[aria-labelledby="received-invites-title"]')
    await invitation.getByText('Harbour Records').waitFor()
    await invitation.getByRole('button', { name: 'Join' }).click()
    await expectToast(page, 'Joined workspace')
    await page.getByRole('heading', { name: 'Harbour Records' }).waitFor()
    await page.getByText('You are working in this workspace').waitFor()
    if (takingScreens()) {
      // The owner's view of the members: names, roles and (for owners) addresses.
      await ownerPage.reload()
      await ownerPage.getByText('Harbour Records').first().click()
      await ownerPage.getByRole('heading', { name: /Members \(2\)/ }).waitFor()
      await captureScreens(ownerPage, 'workspace-members', [1280, 768, 390])
    }

    // The switcher in the user menu shows it as the current workspace.
    await page.getByRole('button', { name: /^Account:/ }).click()
    const switcher = page.getByRole('menuitem', { name: /Harbour Records/ })
    await switcher.getByLabel('Current').waitFor()
    await page.keyboard.press('Escape')

    await page.goto(`/backstage/albums/${album.id}/edit`)
    await page.getByRole('textbox', { name: 'Name' }).fill('First Light (Deluxe)')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(page, 'Album saved')
    const saved = await db.from('albums').where('id', album.id).firstOrFail()
    assert.equal(saved.name, 'First Light (Deluxe)')
    assert.equal(Number(saved.workspace_id), workspace.id)
    cleanup(async () => {
      await db.from('users').where('email', email).delete()
    })
  }).timeout(240_000)

  test('Decline shows its toast; a stale invitation says it is no longer valid', async () => {
    const owner = await newAccount({ firstName: 'Otto' })
    const invited = await newAccount({ firstName: 'Ines' })
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
    const later = new Date(Date.now() + 86_400_000).toISOString().slice(0, 19).replace('T', ' ')
    // Two workspaces invite the same person: one to decline, one revoked before it is answered.
    for (const name of ['Tidal Crew', 'Ebb Collective']) {
      const [inserted] = await db.table('workspaces').insert({ name, owner_id: owner.id, created_at: now, updated_at: now }).returning('id')
      const workspaceId = Number(typeof inserted === 'object' ? inserted.id : inserted)
      await db.table('workspace_members').insert({ workspace_id: workspaceId, user_id: owner.id, role: 'owner', created_at: now, updated_at: now })
      await db.table('workspace_invites').insert({ id: randomUUID(), workspace_id: workspaceId, email: invited.email, role: 'member', invited_by: owner.id, expires_at: later, created_at: now, updated_at: now })
    }

    const { page, context } = await openAt('/login?redirect=/workspaces')
    try {
      await signInThroughForm(page, invited.email)
      await waitForPath(page, '/workspaces')
      const cards = page.locator('section[aria-labelledby="received-invites-title"] li')
      await cards.first().waitFor()
      await cards.nth(0).getByRole('button', { name: 'Decline' }).click()
      await expectToast(page, 'Declined workspace invitation')

      // The other one is revoked meanwhile: answering it tells so.
      await db.from('workspace_invites').where('email', invited.email).delete()
      await page.locator('section[aria-labelledby="received-invites-title"] li').first().getByRole('button', { name: 'Join' }).click()
      await expectToast(page, 'This invite is no longer valid')
      await page.locator('section[aria-labelledby="received-invites-title"]').waitFor({ state: 'detached' })
    } finally {
      await context.close()
    }
  })
})
