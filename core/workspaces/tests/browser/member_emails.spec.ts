import { test } from '@japa/runner'
import type { BrowserContext } from 'playwright-core'
import { newAccount, openAt, signInThroughForm, waitForPath } from '#core/accounts/tests/browser/browser_helpers'
import { addMember, workspaceOf } from '../helpers.js'
import { signIn } from '#tests/helpers/sign_in'

/** Opens /workspaces signed in as `email` and shows the workspace called `name`. */
async function workspaceScreen(opened: BrowserContext[], email: string, name: string) {
  const { page, context } = await openAt('/login?redirect=/workspaces')
  opened.push(context)
  await signInThroughForm(page, email)
  await waitForPath(page, '/workspaces')
  await page.getByRole('list', { name: 'Your workspaces' }).getByRole('button', { name: new RegExp(name) }).click()
  return page
}

/** Issue 19: members of a workspace see each other's names and avatars; only those who manage members see email addresses. */
test.group('Workspace members’ emails in Chromium', (group) => {
  const opened: BrowserContext[] = []
  group.each.teardown(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()))
  })

  test('the owner sees every address; a plain member sees names only', async ({ assert }) => {
    const owner = await newAccount({ firstName: 'Olga' })
    const member = await newAccount({ firstName: 'Milo' })
    const workspaceId = await workspaceOf({ user: owner, session: await signIn(owner) }, 'Quiet Label')
    await addMember(workspaceId, member, 'member')

    const ownerPage = await workspaceScreen(opened, owner.email, 'Quiet Label')
    await ownerPage.getByText(member.email).waitFor()
    await ownerPage.getByText(owner.email).waitFor()

    const memberPage = await workspaceScreen(opened, member.email, 'Quiet Label')
    await memberPage.getByText('Olga Tester').waitFor()
    assert.notInclude(await memberPage.locator('body').innerText(), owner.email)
  })
})
