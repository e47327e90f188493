const formats = new Map<string, Intl.NumberFormat>()

/**
 * One Intl.NumberFormat per language and options, made on first use: building
 * one costs far more than formatting with it, and sliders format on every frame.
 */
export function numberFormat(language: string, options: Intl.NumberFormatOptions) {
  const key = `${language} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(language, options)
    formats.set(key, format)
  }
  return format
}
