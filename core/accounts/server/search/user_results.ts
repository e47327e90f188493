import type { SearchResultsPresenter } from '#core/kernel/contract'
import { accountName } from '../models/user.js'

/** People found by name, as the accounts module knows them: id, account name and avatar, never the email. */
export const USER_RESULTS: SearchResultsPresenter = {
  select: 'SELECT users.id, users.first_name, users.last_name, users.image FROM users',
  present: (rows) =>
    rows.map((row) => ({ model_type: 'user', id: row.id, name: accountName({ id: row.id, firstName: row.first_name, lastName: row.last_name }), image: row.image ?? null })),
}
