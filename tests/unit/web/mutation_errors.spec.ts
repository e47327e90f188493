import { test } from '@japa/runner'
import { ApiError } from '../../../web/src/services/api_error.js'
import {
  DEFAULT_ERROR_MESSAGE,
  fieldErrorsOf,
  handleMutationError,
  type FieldErrors,
} from '../../../web/src/services/mutation_errors.js'
import { ToastQueue } from '../../../web/src/services/toast_queue.js'
import { FakeClock } from './helpers/fake_clock.js'

const trans = (text: string) => (text === DEFAULT_ERROR_MESSAGE ? 'Translated default' : text)

test.group('Mutation errors', () => {
  test('maps a 422 body to one message per field, the first of a list', ({ assert }) => {
    const error = new ApiError(422, 'bad-request', {
      message: 'Invalid',
      errors: { email: ['Taken', 'Too long'], name: 'Required' },
    })
    assert.deepEqual(fieldErrorsOf(error), { email: 'Taken', name: 'Required' })
  })

  test('finds no field errors in other failures or empty maps', ({ assert }) => {
    assert.isNull(fieldErrorsOf(new ApiError(500, 'bad-response', { errors: { email: ['x'] } })))
    assert.isNull(
      fieldErrorsOf(new ApiError(422, 'bad-request', { message: 'Invalid', errors: {} }))
    )
    assert.isNull(fieldErrorsOf(new Error('boom')))
  })

  test('puts validation errors on the form instead of toasting', ({ assert }) => {
    const toasts = new ToastQueue(new FakeClock())
    let received: FieldErrors | null = null
    const error = new ApiError(422, 'bad-request', {
      message: 'Invalid',
      errors: { message: ['Too short'] },
    })
    handleMutationError(error, { toasts, trans, setFieldErrors: (errors) => (received = errors) })
    assert.deepEqual(received, { message: 'Too short' })
    assert.lengthOf(toasts.getSnapshot(), 0)
  })

  test('toasts the server message with its action when there is no field to blame', ({
    assert,
  }) => {
    const toasts = new ToastQueue(new FakeClock())
    const error = new ApiError(403, 'bad-request', {
      message: 'Upgrade to upload',
      action: { label: 'Upgrade', action: '/pricing' },
    })
    handleMutationError(error, {
      toasts,
      trans,
      setFieldErrors: () => assert.fail('no field errors expected'),
    })
    assert.deepInclude(toasts.getSnapshot()[0], {
      message: 'Upgrade to upload',
      type: 'danger',
      duration: 8000,
      action: { label: 'Upgrade', action: '/pricing' },
    })
  })

  test('toasts the generic, translated message when the server says nothing', ({ assert }) => {
    const toasts = new ToastQueue(new FakeClock())
    handleMutationError(new ApiError(0, 'network', null), { toasts, trans })
    assert.equal(toasts.getSnapshot()[0].message, 'Translated default')
  })

  test('stays quiet for canceled calls and for errors the trace dialog shows', ({ assert }) => {
    const toasts = new ToastQueue(new FakeClock())
    handleMutationError(new ApiError(0, 'canceled', null), { toasts, trans })
    handleMutationError(
      new ApiError(500, 'bad-response', { message: 'boom', ignitionTrace: true }),
      { toasts, trans }
    )
    assert.lengthOf(toasts.getSnapshot(), 0)
  })
})
