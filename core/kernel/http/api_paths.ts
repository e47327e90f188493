/** Path prefixes answered by the server itself rather than the SPA shell. */
const SERVER_PREFIXES = ['/api/', '/auth/', '/secure/', '/health', '/assets/']

export function isApiRequest(url: string) {
  return SERVER_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix))
}
