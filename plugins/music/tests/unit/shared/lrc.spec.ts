import { test } from '@japa/runner'
import { formatLrc, lrcStamp, parseLrc } from '#plugins/music/shared/lrc'

test.group('LRC lyrics', () => {
  test('reads stamped lines in time order, with repeats, fractions, metadata and offset', ({ assert }) => {
    const parsed = parseLrc('[ar:Someone]\n[offset:+500]\n\n[00:12.5]Second\n[00:01.25][01:00]Chorus\n[00:05:10]Colon form')
    assert.deepEqual(parsed, {
      lines: [
        { time: 750, text: 'Chorus' },
        { time: 4600, text: 'Colon form' },
        { time: 12000, text: 'Second' },
        { time: 59500, text: 'Chorus' },
      ],
    })
  })

  test('names the first malformed line', ({ assert }) => {
    assert.deepEqual(parseLrc('[00:01.00]Fine\n[00:75.00]Too many seconds'), { error: 'Line 2: [00:75.00] is not a valid time (seconds must be under 60).' })
    assert.deepEqual(parseLrc('[00:01.00]Fine\nNo stamp here'), { error: 'Line 2 has no valid time stamp: write it as [mm:ss.xx] followed by the text.' })
    assert.deepEqual(parseLrc('[1:2]Short'), { error: 'Line 1 has no valid time stamp: write it as [mm:ss.xx] followed by the text.' })
    assert.deepEqual(parseLrc('[ti:Only a title]'), { error: 'The lyrics have no timed lines.' })
  })

  test('writes stamps and lines back', ({ assert }) => {
    assert.equal(lrcStamp(61_234), '[01:01.23]')
    assert.equal(lrcStamp(0), '[00:00.00]')
    assert.equal(formatLrc([{ time: 1500, text: 'One' }, { time: 62_000, text: 'Two' }]), '[00:01.50]One\n[01:02.00]Two')
  })
})
