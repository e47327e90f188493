import { readFile } from 'node:fs/promises'

export interface Country {
  code: string
  name: string
}

/**
 * Countries by English name. The codes are ISO 3166-1 alpha-2 plus XK
 * (Kosovo, user-assigned but in common use); the runtime's CLDR data names them.
 */
export async function buildCountryList(): Promise<Country[]> {
  const codes: string[] = JSON.parse(await readFile(new URL('./country_codes.json', import.meta.url), 'utf8'))
  const names = new Intl.DisplayNames(['en'], { type: 'region' })
  const collator = new Intl.Collator('en')
  return codes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name))
}
