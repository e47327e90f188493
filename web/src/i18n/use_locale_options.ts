import { useQuery } from '@tanstack/react-query'
import { useService } from '../kernel/services_context.js'
import { API_CLIENT } from '../services/tokens.js'

/** One request for the three lists every locale picker shows (account settings, a profile). */
const VALUE_LISTS_KEY = ['value-lists', 'timezones,countries,localizations'] as const

interface ValueLists {
  timezones: Record<string, Array<{ value: string; text: string }>>
  countries: Array<{ code: string; name: string }>
  localizations: Array<{ id: number; name: string; language: string }>
}

export interface Option {
  id: string
  name: string
}

/** GET value-lists/timezones,countries,localizations as flat options for the pickers. */
export function useLocaleOptions() {
  const api = useService(API_CLIENT)
  return useQuery({
    queryKey: VALUE_LISTS_KEY,
    queryFn: () => api.get<ValueLists>(`value-lists/${VALUE_LISTS_KEY[1]}`),
    // These lists change with a deploy or an admin adding a language, not while someone edits.
    staleTime: Infinity,
    select: (lists) => ({
      timezones: Object.values(lists.timezones)
        .flat()
        .map((zone): Option => ({ id: zone.value, name: zone.text })),
      countries: lists.countries.map((country): Option => ({
        id: country.code,
        name: country.name,
      })),
      languages: lists.localizations.map((localization): Option => ({
        id: localization.language,
        name: localization.name,
      })),
    }),
  })
}
