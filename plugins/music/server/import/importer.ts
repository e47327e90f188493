import { stat } from 'node:fs/promises'
import { basename, dirname, extname, relative } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Track from '#plugins/music/server/models/track'
import Lyric from '#plugins/music/server/models/lyric'
import { MORPH } from '#plugins/music/server/models/columns'
import { UnreadableAudioError } from '#plugins/music/server/audio/metadata'
import { AUDIO_DISK } from '#plugins/music/server/streaming/audio_store'
import { inspectAudio, type InspectedAudio } from '#plugins/music/server/ingest/intake'
import { storeCover, storeFolderCover } from '#plugins/music/server/ingest/covers'
import ProcessTrackAudioJob from '#plugins/music/server/jobs/process_track_audio_job'
import { refreshingAlbumsOnce } from '#plugins/music/server/services/catalogue/album_totals'
import { CatalogueEntities, EntityMemo } from './catalogue.js'
import { scanAudioFiles } from './scan.js'
import { concurrently } from './concurrently.js'
import { sha256, sha256OfFile, storeAudioFile } from './media_store.js'

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
  /** Called as files are done in each phase (hashing, then importing), for a progress bar. */
  onProgress?: (phase: 'hashing' | 'importing', done: number, total: number) => void
}

type Outcome = { status: 'imported' | 'updated'; trackId: number; replacedKey: string | null } | { status: 'skipped'; reason: string }

/** A file read and stored, ready to be written. */
interface ReadFile {
  path: string
  hash: string
  key: string
  audio: InspectedAudio
  cover: string | null
}

/** Files written per transaction: one commit per file was most of an import's time on SQLite. */
const BATCH_FILES = 250
/** Files hashed, read and copied at once. */
const READERS = 8

/**
 * `node ace music:import <folder>`: scans a folder into the catalogue at
 * the speed of reading tags: tags, cover and duration come from the headers
 * (ingest/intake.ts), rows are written in batches of one transaction (a
 * savepoint per file, so a broken file is reported and the batch goes on),
 * and the decoding for waveforms and loudness is queued
 * (music.process_track_audio), as for uploads. A file the headers already
 * show broken is refused here; one that only fails to decode is marked
 * failed and taken off the air by its job.
 *
 * Files are known by the sha256 of their bytes, so a re-run skips what it
 * already imported. A file whose bytes changed (re-tagged, re-encoded)
 * replaces the audio of the track with the same title, album and artist,
 * unless that track's current bytes are still somewhere in the folder (then
 * both versions are kept, and re-runs do not swap them back and forth).
 */
export class MusicImporter {
  #memo = new EntityMemo()
  /** Covers by the sha256 of their bytes (an album's files embed the same one), and by folder. */
  #covers = new Map<string, Promise<string | null>>()

  async importFolder(folder: string, options: ImportOptions = {}): Promise<ImportSummary> {
    const files = await scanAudioFiles(folder)
    const summary: ImportSummary = { total: files.length, imported: 0, updated: 0, skipped: [], failed: [] }
    const fail = (path: string, error: unknown) => {
      const reason = error instanceof UnreadableAudioError ? error.message : `Import error: ${(error as Error).message}`
      summary.failed.push({ file: relative(folder, path), reason })
    }

    let hashed = 0
    const hashes = await concurrently(files, READERS, async (path) => {
      let file: { path: string; size: number; hash: string } | null = null
      try {
        const { size } = await stat(path)
        file = { path, size, hash: await sha256OfFile(path, size) }
      } catch (error) {
        fail(path, error)
      }
      options.onProgress?.('hashing', ++hashed, files.length)
      return file
    })
    const known = hashes.filter((file) => file !== null)
    const present = new Set(known.map((file) => file.hash))

    // Copies of a file within the folder: the first is imported, the others reported.
    const firstCopies = new Map<string, string>()
    const unique: typeof known = []
    for (const file of known) {
      const first = firstCopies.get(file.hash)
      if (first) summary.skipped.push({ file: relative(folder, file.path), reason: `Duplicate of ${first}` })
      else {
        firstCopies.set(file.hash, relative(folder, file.path))
        unique.push(file)
      }
    }

    let done = known.length - unique.length
    for (let start = 0; start < unique.length; start += BATCH_FILES) {
      const batch = unique.slice(start, start + BATCH_FILES)
      const inCatalogue = new Set(await this.#hashesInCatalogue(batch.map((file) => file.hash)))
      const fresh = batch.filter((file) => {
        if (!inCatalogue.has(file.hash)) return true
        summary.skipped.push({ file: relative(folder, file.path), reason: 'Already in the catalogue' })
        return false
      })
      const read = await concurrently(fresh, READERS, (file) => this.#read(file.path, file.hash, file.size).catch((error) => void fail(file.path, error)))
      const outcomes = await this.#writeBatch(read.filter((file) => file !== undefined), present, fail)
      for (const outcome of outcomes) if (outcome.status !== 'skipped') summary[outcome.status]++
      await this.#afterCommit(outcomes)
      done += batch.length
      options.onProgress?.('importing', done, known.length)
    }
    if (!unique.length) options.onProgress?.('importing', done, known.length)
    return summary
  }

  async #hashesInCatalogue(hashes: string[]) {
    const rows = await db.from('tracks').whereIn('file_hash', hashes).select('file_hash')
    return rows.map((row) => row.file_hash as string)
  }

  /** Everything a file needs before its rows are written: its headers, its cover, its audio on the uploads disk. */
  async #read(path: string, hash: string, size: number): Promise<ReadFile> {
    const audio = await inspectAudio(path, size)
    const cover = await this.#coverOf(path, audio)
    const key = await storeAudioFile(path, hash, audio.extension)
    return { path, hash, key, audio, cover }
  }

  /** One transaction for the batch, a savepoint per file. */
  async #writeBatch(files: ReadFile[], present: Set<string>, fail: (path: string, error: unknown) => void) {
    if (!files.length) return []
    return db.transaction((trx) =>
      // An album's totals are counted once per batch, not once per file (album_totals.ts).
      refreshingAlbumsOnce(trx, async () => {
        const outcomes: Outcome[] = []
        for (const file of files) {
          const memo = this.#memo.fork()
          try {
            outcomes.push(await trx.transaction((savepoint) => this.#write(savepoint, new CatalogueEntities(savepoint, memo), file, present)))
            this.#memo.adopt(memo)
          } catch (error) {
            fail(file.path, error)
          }
        }
        return outcomes
      })
    )
  }

  /** The previous audio of updated tracks goes, unless another track still plays it; the new audio is queued for decoding. */
  async #afterCommit(outcomes: Outcome[]) {
    const written = outcomes.filter((outcome) => outcome.status !== 'skipped')
    for (const { replacedKey } of written) {
      if (replacedKey && !(await db.from('tracks').where('src', replacedKey).first())) await drive.use(AUDIO_DISK).delete(replacedKey)
    }
    if (written.length) await ProcessTrackAudioJob.dispatchMany(written.map(({ trackId }) => ({ trackId })))
  }

  async #write(trx: TransactionClientContract, entities: CatalogueEntities, file: ReadFile, present: Set<string>): Promise<Outcome> {
    const { audio } = file
    const artists = []
    for (const name of audio.artists.length ? audio.artists : ['Unknown artist']) artists.push(await entities.artist(name))
    const albumArtist = audio.albumArtist ? await entities.artist(audio.albumArtist) : artists[0]
    const album = audio.album ? await entities.album(audio.album, albumArtist, { year: audio.year, image: file.cover }) : null
    const genres = await entities.genres(audio.genres)
    const name = audio.title ?? basename(file.path, extname(file.path)).slice(0, 191)

    const sameTrack = await this.#sameTrack(trx, name, album?.id ?? null, artists[0].id)
    const existing = sameTrack && !(sameTrack.fileHash && present.has(sameTrack.fileHash)) ? sameTrack : null
    const replacedKey = existing?.src && existing.src !== file.key ? existing.src : null
    const track = existing ?? new Track()
    track.useTransaction(trx)
    track.merge({
      name,
      src: file.key,
      fileHash: file.hash,
      mime: audio.mime,
      duration: audio.durationMs,
      bitrate: audio.bitrate,
      number: audio.trackNumber !== null ? Math.min(audio.trackNumber, 65535) : null,
      albumId: album?.id ?? null,
      image: album ? null : file.cover,
      public: true,
      status: 'published',
      processing: 'queued',
      processingError: null,
    })
    await track.save()

    if (!existing) {
      await trx.table('artist_track').multiInsert(artists.map((artist, position) => ({ track_id: track.id, artist_id: artist.id, position })))
    }
    await entities.linkGenres(MORPH.track, track.id, genres)
    if (album) await entities.linkGenres(MORPH.album, album.id, genres)
    if (audio.lyrics) {
      const synced = audio.lyrics.synced
      await Lyric.updateOrCreate({ trackId: track.id }, { text: audio.lyrics.text, isSynced: !!synced, timed: synced }, { client: trx })
    }
    return { status: existing ? 'updated' : 'imported', trackId: track.id, replacedKey }
  }

  /** The track a changed file stands for: same title, album and first artist. */
  #sameTrack(trx: TransactionClientContract, name: string, albumId: number | null, artistId: number) {
    const query = Track.query({ client: trx })
      .where('name', name)
      .whereIn('id', (pivot) => pivot.from('artist_track').select('track_id').where('artist_id', artistId).where('position', 0))
    return (albumId === null ? query.whereNull('album_id') : query.where('album_id', albumId)).first()
  }

  /**
   * The embedded cover, else a cover.jpg / folder.png beside the file,
   * stored re-encoded (ingest/covers.ts); each distinct picture once per import.
   */
  #coverOf(path: string, audio: InspectedAudio) {
    const key = audio.cover ? `embedded:${sha256(audio.cover.data)}` : `folder:${dirname(path)}`
    let cover = this.#covers.get(key)
    if (!cover) {
      cover = audio.cover ? storeCover(audio.cover.data) : storeFolderCover(path)
      this.#covers.set(key, cover)
      // A failure (the disk) is not remembered: the next file of the album tries again.
      cover.catch(() => this.#covers.delete(key))
    }
    return cover.then(async (url) => url ?? (audio.cover ? storeFolderCover(path) : null))
  }
}
