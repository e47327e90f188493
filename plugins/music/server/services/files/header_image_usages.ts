import db from '@adonisjs/lucid/services/db'
import type { FileUsageSource } from '#core/kernel/contract'

/** Music's part of "where is this file used": profile header images (profiles.header_image holds the URL). */
const headerImageUsages: FileUsageSource = {
  async usagesOf(files) {
    const keyByUrl = new Map(files.map((file) => [file.url, file.key]))
    const profiles = await db
      .from('profiles')
      .join('users', 'users.id', 'profiles.user_id')
      .whereIn('profiles.header_image', [...keyByUrl.keys()])
      .select('profiles.user_id', 'profiles.header_image', 'profiles.display_name', 'users.first_name', 'users.last_name')
    return profiles.map((profile) => {
      const name = profile.display_name || [profile.first_name, profile.last_name].filter(Boolean).join(' ') || `User ${profile.user_id}`
      return {
        key: keyByUrl.get(profile.header_image)!,
        type: 'profile',
        id: Number(profile.user_id),
        label: `Profile header of ${name}`,
        url: `/user/${profile.user_id}/${encodeURIComponent(name)}`,
      }
    })
  },
}

export default headerImageUsages
