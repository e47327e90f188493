import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'

async function userCreate(args: string[]) {
  const ace = await app.container.make('ace')
  ace.ui.switchMode('raw')
  try {
    const command = await ace.exec('user:create', args)
    const errors = command.logger.getLogs().filter((log) => log.stream === 'stderr')
    return { exitCode: command.exitCode, errors: errors.map((log) => log.message).join('\n') }
  } finally {
    ace.ui.switchMode('normal')
  }
}

async function rolesOf(email: string) {
  const rows = await db
    .from('roles')
    .join('user_roles', 'user_roles.role_id', 'roles.id')
    .join('users', 'users.id', 'user_roles.user_id')
    .where('users.email', email)
    .orderBy('roles.name')
    .select('roles.name')
  return rows.map((row) => row.name)
}

test.group('node ace user:create', (group) => {
  group.each.teardown(async () => {
    await db.from('users').whereIn('email', ['ops@example.com', 'fan@example.com']).delete()
  })

  test('--admin creates a verified account with the Admins and default roles', async ({ assert }) => {
    const result = await userCreate(['--email', 'Ops@Example.com', '--password', 'long-enough-1', '--admin'])
    assert.equal(result.exitCode, 0)
    const user = await db.from('users').where('email', 'ops@example.com').firstOrFail()
    assert.isNotNull(user.email_verified_at)
    assert.isTrue(await hash.verify(user.password, 'long-enough-1'))
    assert.deepEqual(await rolesOf('ops@example.com'), ['Admins', 'Users'])
  })

  test('without --admin the account gets the default role only', async ({ assert }) => {
    await userCreate(['--email', 'fan@example.com', '--password', 'long-enough-2'])
    assert.deepEqual(await rolesOf('fan@example.com'), ['Users'])
  })

  test('refuses a bad email, a short password and a taken email, creating nothing', async ({ assert }) => {
    const bad = await userCreate(['--email', 'not-an-email', '--password', 'long-enough-3'])
    assert.equal(bad.exitCode, 1)
    assert.match(bad.errors, /email/i)
    const short = await userCreate(['--email', 'fan@example.com', '--password', 'short'])
    assert.equal(short.exitCode, 1)
    assert.isNull(await db.from('users').where('email', 'fan@example.com').first())

    await userCreate(['--email', 'fan@example.com', '--password', 'long-enough-4'])
    const taken = await userCreate(['--email', 'fan@example.com', '--password', 'long-enough-5'])
    assert.equal(taken.exitCode, 1)
    assert.include(taken.errors, 'already exists')
    const [{ total }] = await db.from('users').where('email', 'fan@example.com').count('* as total')
    assert.equal(Number(total), 1)
  })
})
