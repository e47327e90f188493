import { test } from '@japa/runner'
import { checkedFileName, checkedRelativePath } from '#core/files/server/entries/file_names'
import {
  checkDeclaredUpload,
  typeList,
  type UploadLimits,
} from '#core/files/server/restrictions/upload_restrictions'
import { readableSize } from '#core/files/server/restrictions/upload_refused'

const limits = (overrides: Partial<UploadLimits> = {}): UploadLimits => ({
  maxFileSize: null,
  allowed: [],
  blocked: [],
  storageSpace: null,
  usedSpace: 0,
  ...overrides,
})

test.group('Upload names and folder paths', () => {
  test('a file name is shown as given, but never one that could be a path', ({ assert }) => {
    assert.equal(checkedFileName('  01 Intro (live).mp3 '), '01 Intro (live).mp3')
    for (const name of [
      '',
      '.',
      '..',
      '../a.mp3',
      'a/b.mp3',
      'a\\b.mp3',
      'a\u0000.mp3',
      'a\n.mp3',
      'x'.repeat(256),
    ]) {
      assert.throws(() => checkedFileName(name), 'The file name is not allowed.')
    }
  })

  test("a folder path stays inside the picked folder: no '..', no root, no drive", ({ assert }) => {
    assert.equal(checkedRelativePath('Album/CD 1//01.mp3'), 'Album/CD 1/01.mp3')
    assert.equal(checkedRelativePath('Album\\CD 1\\01.mp3'), 'Album/CD 1/01.mp3')
    assert.isNull(checkedRelativePath('  '))
    for (const path of [
      '../a.mp3',
      'Album/../../a.mp3',
      'Album/./a.mp3',
      '/etc/passwd',
      'C:/Music/a.mp3',
      'a\u0000/b.mp3',
    ]) {
      assert.throws(() => checkedRelativePath(path), 'The folder path is not allowed.')
    }
  })
})

test.group('Upload restrictions', () => {
  test('types are mime wildcards, exact mimes or extensions, written any way', ({ assert }) => {
    assert.deepEqual(typeList(' audio/*, .MP3 ,flac,, image/png'), [
      'audio/*',
      'mp3',
      'flac',
      'image/png',
    ])
    assert.deepEqual(typeList(null), [])
  })

  test('before the bytes: size, space and the name’s extension; an allow-list by mime waits for the content', ({
    assert,
  }) => {
    const candidate = { name: 'a.mp3', size: 10 }
    assert.doesNotThrow(() => checkDeclaredUpload(limits({ allowed: ['audio/*'] }), candidate))
    assert.throws(
      () => checkDeclaredUpload(limits({ allowed: ['flac'] }), candidate),
      'This file type is not allowed'
    )
    assert.throws(
      () => checkDeclaredUpload(limits({ blocked: ['mp3'] }), candidate),
      'This file type is not allowed'
    )
    assert.throws(
      () => checkDeclaredUpload(limits({ maxFileSize: 9 }), candidate),
      '`a.mp3` exceeds maximum allowed size of 9B'
    )
    assert.throws(
      () => checkDeclaredUpload(limits({ storageSpace: 100, usedSpace: 95 }), candidate),
      'You have exhausted your allowed space of 100B'
    )
    assert.doesNotThrow(() =>
      checkDeclaredUpload(limits({ storageSpace: 100, usedSpace: 90 }), candidate)
    )
  })

  test('sizes read as the avatar message writes them', ({ assert }) => {
    assert.equal(readableSize(2 * 1024 ** 3), '2GB')
    assert.equal(readableSize(500 * 1024 ** 2), '500MB')
    assert.equal(readableSize(1536), '1.5KB')
  })
})
