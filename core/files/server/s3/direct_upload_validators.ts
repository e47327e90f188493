import vine, { SimpleMessagesProvider, type VineValidator } from '@vinejs/vine'
import { FILE_ENTRY_DISKS } from '#core/files/shared/file_entry'
import { MAX_PART_NUMBER, PARTS_PER_BATCH } from '#core/files/shared/direct_upload'

/** The name a person's file had on their device; checked as every upload's name is (file_names.ts). */
const clientFileName = () => vine.string().trim().minLength(1).maxLength(255)

/** An Internet media type as the browser gives it ('audio/mpeg'). */
const mimeType = () =>
  vine
    .string()
    .trim()
    .maxLength(255)
    .regex(/^[\w.+-]+\/[\w.+-]+$/)

/** An extension without its dot ('mp3'). */
const extension = () =>
  vine
    .string()
    .trim()
    .maxLength(16)
    .regex(/^[a-zA-Z0-9]*$/)

/** Extra fields a client keeps with the file (its folder path, the album it belongs to...): plain values only. */
const metadata = () => vine.record(vine.any()).optional()

/** S3's largest object (5 TiB); a single PUT takes 5 GiB at most. */
export const MAX_OBJECT_BYTES = 5 * 1024 ** 4
export const MAX_SINGLE_PUT_BYTES = 5 * 1024 ** 3

const fileSize = (max: number) => vine.number().withoutDecimals().min(1).max(max)

const objectKey = () => vine.string().maxLength(191)
const uploadId = () => vine.string().maxLength(1024)

/** What the upload row shows when a field is refused (spec section 8: the server's message). */
const messages = new SimpleMessagesProvider({
  'size.min': 'The file is empty.',
  'size.max': 'The file is too large to upload directly to storage.',
  'mime.regex': 'The file type is not a valid media type.',
  'clientMime.regex': 'The file type is not a valid media type.',
  'extension.regex': 'The file extension may only hold letters and digits.',
  'clientExtension.regex': 'The file extension may only hold letters and digits.',
  'partNumbers.array.maxLength': `At most ${PARTS_PER_BATCH} part URLs are signed at a time.`,
  'partNumbers.*.max': `Part numbers run from 1 to ${MAX_PART_NUMBER}.`,
  'partNumbers.*.min': `Part numbers run from 1 to ${MAX_PART_NUMBER}.`,
  'parts.*.PartNumber.max': `Part numbers run from 1 to ${MAX_PART_NUMBER}.`,
  'parts.*.PartNumber.min': `Part numbers run from 1 to ${MAX_PART_NUMBER}.`,
})

function withMessages<Validator extends VineValidator<any, any>>(validator: Validator): Validator {
  validator.messagesProvider = messages
  return validator
}

const fileDescription = (maxSize: number) => ({
  filename: clientFileName(),
  mime: mimeType().nullable().optional(),
  size: fileSize(maxSize),
  extension: extension().nullable().optional(),
  disk: vine.enum(FILE_ENTRY_DISKS).optional(),
  metadata: metadata(),
})

/** POST s3/simple/presign: the file the browser is about to PUT in one request. */
export const presignValidator = withMessages(
  vine.compile(vine.object(fileDescription(MAX_SINGLE_PUT_BYTES)))
)

/** POST s3/multipart/create: the file the browser is about to upload in parts. */
export const createMultipartValidator = withMessages(
  vine.compile(vine.object(fileDescription(MAX_OBJECT_BYTES)))
)

/** get-uploaded-parts and abort: an upload this person began. */
export const multipartUploadValidator = withMessages(
  vine.compile(vine.object({ key: objectKey(), uploadId: uploadId() }))
)

const partNumber = () => vine.number().withoutDecimals().min(1).max(MAX_PART_NUMBER)

/** POST s3/multipart/batch-sign-part-urls: up to 10 parts at a time (spec section 9). */
export const signPartsValidator = withMessages(
  vine.compile(
    vine.object({
      key: objectKey(),
      uploadId: uploadId(),
      partNumbers: vine.array(partNumber()).minLength(1).maxLength(PARTS_PER_BATCH).distinct(),
    })
  )
)

/** POST s3/multipart/complete: the parts as the browser uploaded them. */
export const completeMultipartValidator = withMessages(
  vine.compile(
    vine.object({
      key: objectKey(),
      uploadId: uploadId(),
      parts: vine
        .array(
          vine.object({
            PartNumber: partNumber(),
            ETag: vine.string().trim().minLength(1).maxLength(128),
          })
        )
        .minLength(1)
        .maxLength(MAX_PART_NUMBER),
    })
  )
)

/**
 * POST s3/entries: the uploaded object to keep as a file entry. `filename`
 * is the key the server gave at presign or create, or the key's last
 * segment (its file name); the rest repeats what the browser knows of the
 * file, and only `size` and `metadata` count: the name and type were
 * recorded when the upload began, and the content decides the type.
 */
export const s3EntryValidator = withMessages(
  vine.compile(
    vine.object({
      filename: objectKey(),
      size: fileSize(MAX_OBJECT_BYTES),
      clientName: clientFileName().optional(),
      clientMime: mimeType().nullable().optional(),
      clientExtension: extension().nullable().optional(),
      metadata: metadata(),
    })
  )
)
