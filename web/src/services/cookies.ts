/** Cookie access as a dependency, so services never touch document.cookie themselves. */
export interface Cookies {
  get(name: string): string | undefined
  set(name: string, value: string, options: { maxAgeSeconds: number }): void
}
