import vine from '@vinejs/vine'
import { isValueListName, VALUE_LIST_NAMES, type ValueListName } from '../value_lists/value_lists.js'

/** Refuses a comma list naming a list that does not exist, and says which ones do. */
const knownValueLists = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const unknown = value.split(',').find((name) => !isValueListName(name))
  if (unknown !== undefined) {
    field.report(`Unknown value list "${unknown}". Choose from ${VALUE_LIST_NAMES.join(', ')}.`, 'valueLists', field)
  }
})

/** `names` is the path segment: 'timezones,countries'. */
export const valueListsValidator = vine.compile(
  vine.object({
    names: vine
      .string()
      .use(knownValueLists())
      .transform((value) => [...new Set(value.split(','))] as ValueListName[]),
  })
)
