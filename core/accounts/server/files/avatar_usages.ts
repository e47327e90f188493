import db from '@adonisjs/lucid/services/db'
import type { FileUsageSource } from '#core/kernel/contract'
import { accountName } from '../models/user.js'

/** Accounts' part of "where is this file used": avatars (users.image holds the file's URL). */
const avatarUsages: FileUsageSource = {
  async usagesOf(files) {
    const keyByUrl = new Map(files.map((file) => [file.url, file.key]))
    const users = await db.from('users').whereIn('image', [...keyByUrl.keys()]).select('id', 'image', 'first_name', 'last_name')
    return users.map((user) => ({
      key: keyByUrl.get(user.image)!,
      type: 'user',
      id: Number(user.id),
      label: `Avatar of ${accountName({ id: Number(user.id), firstName: user.first_name, lastName: user.last_name })}`,
      url: `/admin/users/${user.id}`,
    }))
  },
}

export default avatarUsages
