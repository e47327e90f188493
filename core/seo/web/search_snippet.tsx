import { useTrans } from '@web/i18n/use_trans.js'

/** Roughly what a search result shows before cutting: Google trims titles near 60 characters and descriptions near 160. */
export const TITLE_SHOWN = 60
export const DESCRIPTION_SHOWN = 160

function cut(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

/** A search engine's result for a page, as its title and description templates render: the live preview. */
export function SearchSnippet({ url, title, description, siteName }: { url: string; title: string; description: string; siteName: string }) {
  const trans = useTrans()
  const address = new URL(url)
  return (
    <figure aria-label={trans('Search result preview')} className="rounded-base border border-divider bg-background p-4" data-testid="seo-snippet">
      <div className="flex items-center gap-2.5">
        <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-chip text-xs font-semibold text-main">
          {(siteName || '?').slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0 leading-tight">
          <div className="truncate text-sm text-main">{siteName}</div>
          <div className="truncate text-xs text-muted">
            {address.host}
            {address.pathname.split('/').filter(Boolean).map((segment) => ` › ${decodeURIComponent(segment)}`)}
          </div>
        </div>
      </div>
      <p className="mt-2 text-lg leading-snug text-[#1a0dab] dark:text-[#8ab4f8]">{cut(title, TITLE_SHOWN) || trans('(no title)')}</p>
      <p className="mt-1 text-sm leading-5 text-muted">{cut(description, DESCRIPTION_SHOWN) || trans('(no description)')}</p>
    </figure>
  )
}
