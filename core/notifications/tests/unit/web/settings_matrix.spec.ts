import { test } from '@japa/runner'
import type { NotificationSubscriptionPayload } from '../../../../kernel/shared/notifications.js'
import {
  channelUsed,
  matrixOf,
  selectionsOf,
  withChannel,
} from '../../../web/features/settings/selections.js'

const payload: NotificationSubscriptionPayload = {
  available_channels: ['database', 'email', 'browser'],
  subscriptions: [
    {
      group_name: 'Music',
      subscriptions: [
        { notif_id: 'music.new_release', name: 'New release', channels: ['database', 'email', 'browser'] },
        { notif_id: 'music.new_follower', name: 'New follower', channels: ['database', 'browser'] },
      ],
    },
  ],
  user_selections: [
    { notif_id: 'music.new_release', channels: ['database', 'email'] },
    { notif_id: 'music.new_follower', channels: [] },
  ],
}

test.group('Notification settings matrix', () => {
  test('has a cell for each channel a type can use, on as the person chose', ({ assert }) => {
    assert.deepEqual(matrixOf(payload), {
      'music.new_release': { database: true, email: true, browser: false },
      'music.new_follower': { database: false, browser: false },
    })
  })

  test('a column switch sets the channel only where the type can use it', ({ assert }) => {
    const matrix = withChannel(matrixOf(payload), ['music.new_release', 'music.new_follower'], 'email', false)
    assert.deepEqual(matrix['music.new_release'], { database: true, email: false, browser: false })
    assert.deepEqual(matrix['music.new_follower'], { database: false, browser: false })
    assert.isFalse(channelUsed(matrix, 'email'))
  })

  test('goes back to the wire as the channels that are on, per type', ({ assert }) => {
    const matrix = withChannel(matrixOf(payload), ['music.new_follower'], 'browser', true)
    assert.deepEqual(selectionsOf(matrix), [
      { notif_id: 'music.new_release', channels: ['database', 'email'] },
      { notif_id: 'music.new_follower', channels: ['browser'] },
    ])
    assert.isTrue(channelUsed(matrix, 'browser'))
  })
})
