import { LocalizationRepository } from '../localization_repository.js'
import { buildCountryList } from './countries.js'
import { buildLanguageList } from './languages.js'
import { buildTimezoneGroups } from './timezones.js'

/** Builds a list on first use and keeps it; a failed build is retried next time. */
function buildOnce<T>(build: () => T | Promise<T>): () => Promise<T> {
  let list: Promise<T> | undefined
  return () => {
    list ??= Promise.resolve()
      .then(build)
      .catch((error) => {
        list = undefined
        throw error
      })
    return list
  }
}

const localizations = new LocalizationRepository()

/** The lists forms pick values from (spec section 3), by the name clients ask for. */
const VALUE_LISTS = {
  // Time zones and countries come from the runtime and never change while it runs.
  timezones: buildOnce(buildTimezoneGroups),
  countries: buildOnce(buildCountryList),
  // The languages an admin may add on the localizations screen.
  languages: buildOnce(buildLanguageList),
  // Admins add languages at any time, so this one is read on each call.
  localizations: () => localizations.summaries(),
}

export type ValueListName = keyof typeof VALUE_LISTS

export const VALUE_LIST_NAMES = Object.keys(VALUE_LISTS) as ValueListName[]

export function isValueListName(name: string): name is ValueListName {
  return Object.hasOwn(VALUE_LISTS, name)
}

/** `{ timezones: {...}, countries: [...] }` for the names asked, in that order. */
export async function loadValueLists(names: ValueListName[]) {
  const lists = await Promise.all(names.map(async (name) => [name, await VALUE_LISTS[name]()] as const))
  return Object.fromEntries(lists)
}
