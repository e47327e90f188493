import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'
import app from '@adonisjs/core/services/app'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'

/**
 * Codes node:zlib gives a body that does not decompress: `Z_DATA_ERROR`,
 * `Z_BUF_ERROR` (gzip, deflate) and `ERR__ERROR_FORMAT_...` (brotli).
 */
const UNDECODABLE = /^(Z_|ERR__)/

// The framework's own instance, built from config/bodyparser.ts.
const parser = await app.container.make(BodyParserMiddleware)

/**
 * AdonisJS's body parser, with a body sent as `Content-Encoding: gzip`, `br`
 * or `deflate` that does not decompress answered 400 instead of 500: the
 * parser passes zlib's error on as it is. Only errors raised before the
 * route runs are the body's; the route's own errors go by untouched.
 */
export default class RequestBodyParserMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    let bodyRead = false
    try {
      return await parser.handle(ctx, () => {
        bodyRead = true
        return next()
      })
    } catch (error) {
      if (!bodyRead && isUndecodable(error)) {
        throw new Exception('The request body could not be decompressed.', { status: 400, code: 'E_UNDECODABLE_BODY', cause: error })
      }
      throw error
    }
  }
}

function isUndecodable(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && UNDECODABLE.test(code)
}
