import { readdir, readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { OversizedImage, reencodeImage, UndecodableImage } from '#core/accounts/server/services/image_reencoding'
import { storeImage } from '#plugins/music/server/import/media_store'

/** Covers are shown at most a few hundred pixels wide; 1200 px covers high-density screens. */
const COVER_BOX = { width: 1200, height: 1200 }
/** WebP effort 2 encodes a cover about four times faster than the default 4 for a file a few percent larger: covers are encoded while files are taken in. */
const COVER_EFFORT = 2

/** Artwork files next to audio files, used when a file embeds no cover. */
const FOLDER_IMAGES = /^(cover|folder|front|album)\.(jpe?g|png|webp)$/i

/**
 * Stores a cover on the public disk as we re-encoded it (bounded in pixels,
 * nothing else of the file kept) and returns its URL; null when the bytes
 * are not a picture or claim more pixels than we decode.
 */
export async function storeCover(bytes: Uint8Array) {
  try {
    return await storeImage(await reencodeImage(Buffer.from(bytes), COVER_BOX, { effort: COVER_EFFORT }), 'image/webp', 'covers')
  } catch (error) {
    if (error instanceof UndecodableImage || error instanceof OversizedImage) return null
    throw error
  }
}

/** A cover.jpg / folder.png beside an imported file, stored like an embedded one. */
export async function storeFolderCover(audioPath: string) {
  const folder = dirname(audioPath)
  const image = (await readdir(folder)).find((name) => FOLDER_IMAGES.test(name))
  return image ? storeCover(await readFile(join(folder, image))) : null
}
