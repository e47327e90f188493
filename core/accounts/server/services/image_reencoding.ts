import sharp from 'sharp'

/**
 * Largest picture accepted, per side. Checked from the file's header before
 * anything is decoded, so a small file that claims 30,000 x 30,000 pixels
 * (a decompression bomb) costs nothing.
 */
export const MAX_IMAGE_SIDE = 8000

/** The box a stored image is shrunk into (never enlarged). */
export interface ImageBox {
  width: number
  height: number
}

/** The picture is not one: it does not decode, or it is too large. */
export class UndecodableImage extends Error {}
export class OversizedImage extends Error {}

/**
 * Decodes an uploaded image and encodes it again as WebP within `box`:
 * whatever rode along in the upload (EXIF with GPS, a script appended after
 * the image data, a second format hiding in the same bytes) is left behind,
 * and what is served is only pixels we drew. Animated images keep their
 * first frame. `effort` is WebP's (0-6, sharp's default 4): work spent for
 * a smaller file; a bulk import of covers spends less.
 */
export async function reencodeImage(bytes: Buffer, box: ImageBox, { effort = 4 }: { effort?: number } = {}): Promise<Buffer> {
  let width: number | undefined
  let height: number | undefined
  try {
    // Reads the header only; sharp's own pixel limit would refuse a large one without saying so.
    ;({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata())
  } catch {
    throw new UndecodableImage()
  }
  if (!width || !height) throw new UndecodableImage()
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw new OversizedImage()
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE })
      .rotate() // applies the EXIF orientation before the EXIF is dropped
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85, effort })
      .toBuffer()
  } catch {
    throw new UndecodableImage()
  }
}
