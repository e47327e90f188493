import { test } from '@japa/runner'
import { chooseUploadMethod, runsAlone } from '../../../web/upload_queue/method_choice.js'
import { multipartPartSize } from '../../../web/upload_queue/upload_constants.js'
import { uploadSettingsFrom } from '../../../web/upload_queue/upload_settings.js'
import type { BootstrapData } from '../../../../kernel/shared/bootstrap_data.js'

const MB = 1024 * 1024

function settings(uploads: Record<string, unknown>, uploadsDriver = 'local') {
  return uploadSettingsFrom({
    settings: { uploads },
    module_data: {
      files: { disks: { public: { driver: 'local' }, uploads: { driver: uploadsDriver } } },
    },
  } as unknown as BootstrapData)
}

test.group('Upload method choice (spec section 4)', () => {
  test('tus from 4 MB unless disabled; direct multipart from 100 MB when on and the disk is S3; plain otherwise', ({
    assert,
  }) => {
    const tusOnly = settings({ tus_enabled: true, chunk_size: 50, direct_upload: true })
    assert.equal(chooseUploadMethod({ size: 4 * MB - 1, disk: 'uploads' }, tusOnly), 'plain')
    assert.equal(chooseUploadMethod({ size: 4 * MB, disk: 'uploads' }, tusOnly), 'resumable')
    // Direct upload is on, but the disk is local: tus.
    assert.equal(chooseUploadMethod({ size: 500 * MB, disk: 'uploads' }, tusOnly), 'resumable')

    const s3 = settings({ tus_enabled: true, chunk_size: 50, direct_upload: true }, 's3')
    assert.equal(chooseUploadMethod({ size: 100 * MB - 1, disk: 'uploads' }, s3), 'resumable')
    assert.equal(chooseUploadMethod({ size: 100 * MB, disk: 'uploads' }, s3), 'directMultipart')
    assert.equal(chooseUploadMethod({ size: 100 * MB, disk: 'public' }, s3), 'resumable')

    const s3DirectOff = settings({ tus_enabled: true, chunk_size: 50, direct_upload: false }, 's3')
    assert.equal(chooseUploadMethod({ size: 200 * MB, disk: 'uploads' }, s3DirectOff), 'resumable')

    const nothing = settings({ tus_enabled: false, chunk_size: 50, direct_upload: false })
    assert.equal(chooseUploadMethod({ size: 900 * MB, disk: 'uploads' }, nothing), 'plain')
  })

  test('the chunk size setting is in MB; a running upload larger than a chunk, direct or from a folder runs alone', ({
    assert,
  }) => {
    const current = settings({ tus_enabled: '1', chunk_size: '8' })
    assert.equal(current.resumableChunkSize, 8 * MB)
    assert.isTrue(current.resumable)
    assert.isFalse(runsAlone({ size: 8 * MB, relativePath: null, method: 'resumable' }, current))
    assert.isTrue(runsAlone({ size: 8 * MB + 1, relativePath: null, method: 'resumable' }, current))
    assert.isFalse(runsAlone({ size: 90 * MB, relativePath: null, method: 'plain' }, current))
    assert.isTrue(runsAlone({ size: 10, relativePath: 'Album/a.mp3', method: 'plain' }, current))
    assert.isTrue(
      runsAlone({ size: 100 * MB, relativePath: null, method: 'directMultipart' }, current)
    )
  })

  test('multipart parts are 20 MB, or size/10000 for files past 200 GB (spec section 9)', ({
    assert,
  }) => {
    assert.equal(multipartPartSize(100 * MB), 20 * MB)
    assert.equal(multipartPartSize(190 * 1024 * MB), 20 * MB)
    assert.equal(multipartPartSize(400 * 1024 * MB), Math.ceil((400 * 1024 * MB) / 10_000))
  })
})
