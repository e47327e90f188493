import { test } from '@japa/runner'
import { BUSY_TRY_AGAIN, CHANGED_MEANWHILE, GENERIC_SERVER_ERROR } from '#core/kernel/http/exception_handler'
import db from '@adonisjs/lucid/services/db'

test.group('Error payload', () => {
  test('with debugging on, a server error carries the trace the dialog shows', async ({ assert, client }) => {
    const response = await client.get('/api/v1/echo/boom')
    assert.equal(response.status(), 500)
    const body = response.body()
    assert.isTrue(body.ignitionTrace)
    assert.equal(body.exception, 'Error')
    assert.equal(body.message, 'The echo fixture failed on purpose')
    assert.isAbove(body.totalVendorGroups, 0)

    const appFrame = body.trace.find((item: any) => !item.vendorGroup)
    assert.deepEqual(appFrame.path, ['tests', 'fixtures', 'echo', 'server', 'echo_controller.ts'])
    assert.equal(appFrame.method, 'EchoController.boom')
    assert.include(appFrame.codeSnippet[String(appFrame.lineNumber)], "throw new Error('The echo fixture failed on purpose')")

    const group = body.trace.find((item: any) => item.vendorGroup)
    assert.isAbove(group.frames.length, 0)
    assert.isTrue(group.frames.every((frame: any) => frame.isVendor && Object.keys(frame.codeSnippet).length === 0))
  })

  test('with debugging off, a server error says only a plain message', async ({ assert, client, cleanup }) => {
    const previous = process.env.APP_DEBUG
    process.env.APP_DEBUG = 'false'
    cleanup(() => {
      if (previous === undefined) delete process.env.APP_DEBUG
      else process.env.APP_DEBUG = previous
    })
    const response = await client.get('/api/v1/echo/boom')
    assert.equal(response.status(), 500)
    assert.deepEqual(response.body(), { message: GENERIC_SERVER_ERROR })
  })
})

test.group('Database conflicts', () => {
  test('a unique violation nobody caught answers 409 "try again", and the transaction left nothing', async ({ assert, client }) => {
    const response = await client.get('/api/v1/echo/collide')
    assert.equal(response.status(), 409)
    assert.deepEqual(response.body(), { message: CHANGED_MEANWHILE })
    assert.lengthOf(await db.from('echo_job_runs').where('mark', 'collide'), 0)
  })

  test("a deadlock's victim answers 503 with Retry-After, not a 500", async ({ assert, client }) => {
    const response = await client.get('/api/v1/echo/deadlock')
    assert.equal(response.status(), 503)
    assert.equal(response.header('retry-after'), '1')
    assert.deepEqual(response.body(), { message: BUSY_TRY_AGAIN })
  })
})
