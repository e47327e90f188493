import type { HttpContext } from '@adonisjs/core/http'
import type { ListPage } from '#core/kernel/shared/list_page'
import type { FilesInUseAnswer, StoredFileSummary } from '#core/accounts/shared/file_types'
import { deleteFilesValidator, FILES_LIST } from '../files/files_list.js'
import { filteredFiles, presentFiles } from '../files/stored_files.js'
import { deleteStoredFiles, FilesInUse } from '../files/delete_files.js'

/** The admin's files screen (spec section 2, files [files.update]): every stored file, and deleting them. */
export default class AdminFilesController {
  /** GET files: search, type and folder filters, sort by date or size, keyset pages. */
  async index({ request }: HttpContext): Promise<ListPage<StoredFileSummary>> {
    const input = await request.validateUsing(FILES_LIST.validator, { data: request.qs() })
    return presentFiles(await FILES_LIST.page(input, () => filteredFiles(input), (row) => row))
  }

  /** POST files/delete {ids, force?}: 409 for files in use unless force. */
  async destroy({ request, response }: HttpContext) {
    const { ids, force } = await request.validateUsing(deleteFilesValidator)
    try {
      return { deleted: await deleteStoredFiles(ids, force ?? false) }
    } catch (error) {
      if (!(error instanceof FilesInUse)) throw error
      return response.conflict({ message: error.message, in_use: error.inUse } satisfies FilesInUseAnswer)
    }
  }
}
