import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { PublicImageStore } from '#core/accounts/server/services/public_images'
import { swapRowImage } from '../../editing/catalogue_images.js'

/** Genre tiles on the genres page and a genre's header: square, as large as a retina header needs. */
const genreImages = new PublicImageStore('genre-images', { maxBytes: 10 * 1024 * 1024, box: { width: 1400, height: 1400 } })

/** POST/DELETE admin/genres/{id}/image: the uploaded image (checked by its bytes, re-encoded) becomes the genre's, or none. */
export function replaceGenreImage(adminId: number, genreId: number, file: MultipartFile | null) {
  return swapRowImage({ table: 'genres', subject: 'genre', id: genreId, store: genreImages, userId: adminId, file })
}
