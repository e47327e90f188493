import type { HttpContext } from '@adonisjs/core/http'
import {
  abortDirectUpload,
  completeMultipartUpload,
  createMultipartUpload,
  presignSimpleUpload,
  signPartUrls,
  uploadedParts,
} from './direct_uploads.js'
import {
  completeMultipartValidator,
  createMultipartValidator,
  multipartUploadValidator,
  presignValidator,
  signPartsValidator,
} from './direct_upload_validators.js'
import { answering } from './upload_refused.js'

/**
 * Direct-to-storage uploads (spec section 7, s3/*): the browser sends the
 * bytes to the bucket with URLs signed here, for keys chosen here and kept
 * for the signed-in person who asked.
 */
export default class DirectUploadsController {
  /** POST s3/simple/presign */
  presign(ctx: HttpContext) {
    return answering(ctx, async () => {
      const input = await ctx.request.validateUsing(presignValidator)
      return presignSimpleUpload(ctx.auth.getUserOrFail().id, input)
    })
  }

  /** POST s3/multipart/create */
  create(ctx: HttpContext) {
    return answering(ctx, async () => {
      const input = await ctx.request.validateUsing(createMultipartValidator)
      return createMultipartUpload(ctx.auth.getUserOrFail().id, input)
    })
  }

  /** POST s3/multipart/get-uploaded-parts */
  uploadedParts(ctx: HttpContext) {
    return answering(ctx, async () => {
      const { key, uploadId } = await ctx.request.validateUsing(multipartUploadValidator)
      return { parts: await uploadedParts(ctx.auth.getUserOrFail().id, key, uploadId) }
    })
  }

  /** POST s3/multipart/batch-sign-part-urls */
  signParts(ctx: HttpContext) {
    return answering(ctx, async () => {
      const { key, uploadId, partNumbers } = await ctx.request.validateUsing(signPartsValidator)
      return { urls: await signPartUrls(ctx.auth.getUserOrFail().id, key, uploadId, partNumbers) }
    })
  }

  /** POST s3/multipart/complete */
  complete(ctx: HttpContext) {
    return answering(ctx, async () => {
      const { key, uploadId, parts } = await ctx.request.validateUsing(completeMultipartValidator)
      return completeMultipartUpload(ctx.auth.getUserOrFail().id, key, uploadId, parts)
    })
  }

  /** POST s3/multipart/abort */
  abort(ctx: HttpContext) {
    return answering(ctx, async () => {
      const { key, uploadId } = await ctx.request.validateUsing(multipartUploadValidator)
      await abortDirectUpload(ctx.auth.getUserOrFail().id, key, uploadId)
      return { key }
    })
  }
}
