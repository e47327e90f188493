/** A public setting by its dotted key ('registration.disable') from the nested settings object. */
export function settingValue(settings: Record<string, unknown>, key: string): unknown {
  let value: unknown = settings
  for (const segment of key.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[segment]
  }
  return value
}

/** Settings come as booleans, numbers or strings ('1', 'true'); compare them by meaning. */
export function sameSettingValue(actual: unknown, expected: unknown) {
  if (typeof expected === 'boolean' || typeof actual === 'boolean')
    return toBoolean(actual) === toBoolean(expected)
  return String(actual ?? '') === String(expected ?? '')
}

export function toBoolean(value: unknown) {
  return value === true || value === 1 || value === '1' || value === 'true'
}
