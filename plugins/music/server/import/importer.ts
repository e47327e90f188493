import { readdir, readFile } from 'node:fs/promises'
import { basename, dirname, extname, join, relative } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Track from '#plugins/music/server/models/track'
import Lyric from '#plugins/music/server/models/lyric'
import TrackWaveform from '#plugins/music/server/models/track_waveform'
import { MORPH } from '#plugins/music/server/models/columns'
import { readAudioMetadata, UnreadableAudioError, type AudioMetadata } from '#plugins/music/server/audio/metadata'
import { audioMimeType } from '#plugins/music/server/audio/formats'
import { decodeImportedAudio } from '#plugins/music/server/audio/waveform'
import { AUDIO_DISK } from '#plugins/music/server/streaming/audio_store'
import { CatalogueEntities } from './catalogue.js'
import { scanAudioFiles } from './scan.js'
import { OversizedImage, reencodeImage, UndecodableImage } from '#core/accounts/server/services/image_reencoding'
import { sha256OfFile, storeAudioFile, storeImage } from './media_store.js'

export interface FileIssue {
  /** Path relative to the scanned folder. */
  file: string
  reason: string
}

export interface ImportSummary {
  total: number
  /** New tracks. */
  imported: number
  /** Tracks whose audio file changed (same title, album and artist): audio and tags replaced. */
  updated: number
  skipped: FileIssue[]
  failed: FileIssue[]
}

export interface ImportOptions {
  /** Called after each file of each phase (hashing, then importing), for a progress bar. */
  onProgress?: (phase: 'hashing' | 'importing', done: number, total: number) => void
}

type Outcome = { status: 'imported' | 'updated' } | { status: 'skipped'; reason: string }

/** Artwork files next to audio files, used when a file embeds no cover. */
const FOLDER_IMAGES = /^(cover|folder|front|album)\.(jpe?g|png|webp)$/i

/**
 * `node ace music:import <folder>`: scans a folder into the catalogue. Every
 * file is handled on its own (one transaction each): a broken file is
 * reported and the scan goes on. Files are known by the sha256 of their
 * bytes, so a re-run skips what it already imported. A file whose bytes
 * changed (re-tagged, re-encoded) replaces the audio of the track with the
 * same title, album and artist, unless that track's current bytes are still
 * somewhere in the folder (then both versions are kept, and re-runs do not
 * swap them back and forth).
 */
export class MusicImporter {
  async importFolder(folder: string, options: ImportOptions = {}): Promise<ImportSummary> {
    const files = await scanAudioFiles(folder)
    const summary: ImportSummary = { total: files.length, imported: 0, updated: 0, skipped: [], failed: [] }
    const fail = (file: string, error: unknown) =>
      summary.failed.push({ file, reason: error instanceof UnreadableAudioError ? error.message : `Import error: ${(error as Error).message}` })

    const hashes = new Map<string, string>()
    for (const [index, path] of files.entries()) {
      await sha256OfFile(path).then(
        (hash) => hashes.set(path, hash),
        (error) => fail(relative(folder, path), error)
      )
      options.onProgress?.('hashing', index + 1, files.length)
    }

    const present = new Set(hashes.values())
    const firstCopies = new Map<string, string>()
    for (const [index, [path, hash]] of [...hashes].entries()) {
      const file = relative(folder, path)
      try {
        const firstCopy = firstCopies.get(hash)
        const outcome: Outcome = firstCopy ? { status: 'skipped', reason: `Duplicate of ${firstCopy}` } : await this.importFile(path, hash, present)
        if (outcome.status === 'skipped') summary.skipped.push({ file, reason: outcome.reason })
        else summary[outcome.status]++
        firstCopies.set(hash, firstCopy ?? file)
      } catch (error) {
        fail(file, error)
      }
      options.onProgress?.('importing', index + 1, hashes.size)
    }
    return summary
  }

  /** Imports one file known by `hash`; `present` holds the hashes of every file of this scan. */
  async importFile(path: string, hash: string, present: Set<string> = new Set([hash])): Promise<Outcome> {
    if (await db.from('tracks').where('file_hash', hash).select('id').first()) {
      return { status: 'skipped', reason: 'Already in the catalogue' }
    }
    const metadata = await readAudioMetadata(path)
    const waveform = await decodeImportedAudio(path, metadata)
    const cover = await this.#coverOf(path, metadata)
    const key = await storeAudioFile(path, hash)
    const { outcome, replacedKey } = await db.transaction((trx) => this.#write(trx, { path, hash, key, metadata, waveform, cover, present }))
    // The previous audio of an updated track, unless another track still plays it.
    if (replacedKey && replacedKey !== key && !(await db.from('tracks').where('src', replacedKey).first())) {
      await drive.use(AUDIO_DISK).delete(replacedKey)
    }
    return outcome
  }

  async #write(
    trx: TransactionClientContract,
    file: { path: string; hash: string; key: string; metadata: AudioMetadata; waveform: number[] | null; cover: string | null; present: Set<string> }
  ): Promise<{ outcome: Outcome; replacedKey: string | null }> {
    const { metadata } = file
    const entities = new CatalogueEntities(trx)
    const artists = []
    for (const name of metadata.artists.length ? metadata.artists : ['Unknown artist']) artists.push(await entities.artist(name))
    const albumArtist = metadata.albumArtist ? await entities.artist(metadata.albumArtist) : artists[0]
    const album = metadata.album ? await entities.album(metadata.album, albumArtist, { year: metadata.year, image: file.cover }) : null
    const genres = await entities.genres(metadata.genres)
    const name = metadata.title ?? basename(file.path, extname(file.path)).slice(0, 191)

    const audio = {
      src: file.key,
      fileHash: file.hash,
      mime: audioMimeType(file.path),
      duration: metadata.durationMs,
      bitrate: metadata.bitrate,
      number: metadata.trackNumber !== null ? Math.min(metadata.trackNumber, 65535) : null,
    }
    const sameTrack = await this.#sameTrack(trx, name, album?.id ?? null, artists[0].id)
    const existing = sameTrack && !(sameTrack.fileHash && file.present.has(sameTrack.fileHash)) ? sameTrack : null
    const replacedKey = existing?.src ?? null
    const track = existing ?? new Track()
    track.useTransaction(trx)
    track.merge({ ...audio, name, albumId: album?.id ?? null, image: album ? null : file.cover, public: true })
    await track.save()

    if (!existing) {
      await trx.table('artist_track').multiInsert(artists.map((artist, position) => ({ track_id: track.id, artist_id: artist.id, position })))
    }
    await entities.linkGenres(MORPH.track, track.id, genres)
    if (album) await entities.linkGenres(MORPH.album, album.id, genres)
    if (file.waveform) await TrackWaveform.updateOrCreate({ trackId: track.id }, { peaks: file.waveform }, { client: trx })
    if (metadata.lyrics) {
      const synced = metadata.lyrics.synced
      await Lyric.updateOrCreate({ trackId: track.id }, { text: metadata.lyrics.text, isSynced: !!synced, timed: synced }, { client: trx })
    }
    return { outcome: { status: existing ? 'updated' : 'imported' }, replacedKey }
  }

  /** The track a changed file stands for: same title, album and first artist. */
  #sameTrack(trx: TransactionClientContract, name: string, albumId: number | null, artistId: number) {
    const query = Track.query({ client: trx })
      .where('name', name)
      .whereIn('id', (pivot) => pivot.from('artist_track').select('track_id').where('artist_id', artistId).where('position', 0))
    return (albumId === null ? query.whereNull('album_id') : query.where('album_id', albumId)).first()
  }

  /**
   * The embedded cover, else a cover.jpg / folder.png beside the file;
   * stored on the public disk as we re-encoded it (bounded in pixels,
   * nothing else of the file kept). One that does not decode is skipped.
   */
  async #coverOf(path: string, metadata: AudioMetadata) {
    if (metadata.cover) {
      const url = await storeCover(metadata.cover.data)
      if (url) return url
    }
    const folder = dirname(path)
    const image = (await readdir(folder)).find((name) => FOLDER_IMAGES.test(name))
    if (!image) return null
    return storeCover(await readFile(join(folder, image)))
  }
}

/** Covers are shown at most a few hundred pixels wide; 1200 px covers high-density screens. */
const COVER_BOX = { width: 1200, height: 1200 }

async function storeCover(bytes: Uint8Array) {
  try {
    return await storeImage(await reencodeImage(Buffer.from(bytes), COVER_BOX), 'image/webp', 'covers')
  } catch (error) {
    if (error instanceof UndecodableImage || error instanceof OversizedImage) return null
    throw error
  }
}
