import { readIndexTemplate } from './web_dist.js'

type TemplateSource = (url: string) => Promise<string>

let source: TemplateSource = () => readIndexTemplate()

/**
 * Where the shell's index.html comes from: the built file, or Vite's dev
 * server when `npm run dev` swaps the source in (see vite_dev_server.ts).
 */
export function shellTemplate(url: string) {
  return source(url)
}

export function useShellTemplateSource(next: TemplateSource) {
  source = next
}
