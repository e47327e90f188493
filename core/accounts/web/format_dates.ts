/** "Mar 4, 2025" in the interface language. */
export function shortDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language || 'en', { dateStyle: 'medium' }).format(new Date(iso))
}
