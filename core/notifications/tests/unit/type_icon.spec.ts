import { test } from '@japa/runner'
import { withTypeIcon } from '#core/notifications/server/default_icon'

const type = { id: 'music.new_release', group: 'Releases', label: 'New release', icon: 'album', channels: { database: true } }

test.group('Notification type icon', () => {
  test('lines that name no icon get the type’s; a line’s own icon stays', ({ assert }) => {
    const data = withTypeIcon({ lines: [{ content: 'Nova released Midnight Drive' }, { content: 'Reply', icon: 'comment' }] }, type)
    assert.deepEqual(
      data.lines.map((line) => line.icon),
      ['album', 'comment']
    )
  })

  test('a type without an icon leaves the data as sent', ({ assert }) => {
    const sent = { lines: [{ content: 'Hello' }] }
    assert.strictEqual(withTypeIcon(sent, { ...type, icon: undefined }), sent)
  })
})
