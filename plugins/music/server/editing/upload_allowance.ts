import { uploadLimitsFor } from '#core/files/server/restrictions/upload_restrictions'
import { upgradeOfferPath } from '#core/kernel/http/quota_refusal'
import type { UploadAllowance } from '../../shared/editor_types.js'
import { tracksLeft, uploadTimeLeftMs } from '../ingest/upload_quota.js'

/**
 * What the upload screens show before anything is sent: how many more
 * tracks the person may add (music.create's count) and the upload time
 * (music.create's minutes, in milliseconds), the space their files
 * may still take and the largest file accepted (core/files' restrictions).
 * Null: no limit. Once one of them is used up, where to get more, as a
 * quota refusal would say it.
 */
export async function uploadAllowance(userId: number): Promise<UploadAllowance> {
  const limits = await uploadLimitsFor(userId)
  const allowance: UploadAllowance = {
    tracks_left: await tracksLeft(userId),
    upload_time_left: await uploadTimeLeftMs(userId),
    space_left: limits.storageSpace === null ? null : Math.max(0, limits.storageSpace - limits.usedSpace),
    max_file_size: limits.maxFileSize,
  }
  const usedUp = allowance.tracks_left === 0 || allowance.upload_time_left === 0 || allowance.space_left === 0
  if (!usedUp) return allowance
  const offer = await upgradeOfferPath()
  return offer ? { ...allowance, upgrade_url: offer } : allowance
}
