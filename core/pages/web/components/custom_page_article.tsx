import type { ReactNode } from 'react'
import { HtmlContent } from '@web/ui/html_content.js'

/**
 * A custom page as the site draws it: its title, then its HTML. The page
 * route and the editor's preview both draw this, so the preview is what
 * the site shows.
 */
export function CustomPageArticle({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <>
      <h1 className="mb-8 text-3xl font-extrabold tracking-tight text-balance text-main md:text-5xl">{title}</h1>
      <HtmlContent html={body} />
      {children}
    </>
  )
}
