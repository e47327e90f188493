import { test } from '@japa/runner'
import { safeStringify } from '@poppinss/utils/json'
import { SerializedJson, serializeJson } from '#core/kernel/http/json_serializer'

test.group('Response JSON', () => {
  test('plain data gives the same text as the framework default', ({ assert }) => {
    const page = {
      track: { id: 1, name: 'Quote " slash \\ line\u2028 é', duration: null, plays: 12.5, missing: undefined, at: new Date(0), peaks: [0.1, -0, Number.NaN] },
      list: [{ id: 2, artists: [] }, null],
    }
    assert.equal(serializeJson(page), safeStringify(page))
  })

  test('what JSON.stringify refuses still serializes: BigInts as strings, cycles left out', ({ assert }) => {
    assert.equal(serializeJson({ count: 10n }), '{"count":"10"}')
    const node: Record<string, unknown> = { id: 1 }
    node.self = node
    assert.equal(serializeJson(node), '{"id":1}')
  })
})

test.group('Response JSON serialized ahead', () => {
  test('a SerializedJson is sent as the text it was given once', ({ assert }) => {
    const page = { artist: { id: 3, name: 'Nina' }, top_tracks: [{ id: 9 }] }
    const kept = new SerializedJson(page)
    page.artist.name = 'changed after'
    assert.equal(serializeJson(kept), '{"artist":{"id":3,"name":"Nina"},"top_tracks":[{"id":9}]}')
    assert.strictEqual(serializeJson(kept), kept.text)
  })
})
