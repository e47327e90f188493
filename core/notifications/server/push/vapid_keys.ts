import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import webpush from 'web-push'
import env from '#start/env'
import { ownerOnly } from '#core/kernel/data_folder'
import { dataPath } from '#core/kernel/paths'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

let keys: VapidKeys | null = null

/**
 * The server's VAPID key pair (Web Push identifies the sender by it; a
 * browser's subscription is bound to the public key). Like APP_KEY: from
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (several app nodes must
 * share one pair), else generated on first use into the data folder, readable
 * by the owner only, and kept for good: a new pair would orphan every
 * browser's subscription.
 */
export function vapidKeys(): VapidKeys {
  if (keys) return keys
  const publicKey = env.get('VAPID_PUBLIC_KEY')
  const privateKey = env.get('VAPID_PRIVATE_KEY')
  if (publicKey && privateKey) {
    keys = { publicKey, privateKey }
    return keys
  }
  const file = dataPath('vapid-keys.json')
  if (existsSync(file)) ownerOnly(file, 0o600)
  else {
    const generated = webpush.generateVAPIDKeys()
    // 'wx': a second process starting at the same moment keeps the first one's pair.
    try {
      writeFileSync(file, JSON.stringify(generated), { mode: 0o600, flag: 'wx' })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys
  return keys
}
