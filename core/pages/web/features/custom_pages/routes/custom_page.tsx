import { useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { CustomPageArticle } from '../../../components/custom_page_article.js'
import { customPageQuery } from '../api/custom_page_query.js'

/** /pages/:pageSlug and /pages/:pageId/:pageSlug: a page the admin wrote. Unknown pages show the not-found page. */
export function Component() {
  const { pageId, pageSlug } = useParams()
  const api = useService(API_CLIENT)
  const trans = useTrans()
  const { data: page } = usePageQuery(customPageQuery(api, (pageId ?? pageSlug)!))
  useDocumentTitle(page?.title)

  return (
    <article className="mx-auto w-full max-w-4xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      {page ? (
        <CustomPageArticle title={page.title} body={page.body} />
      ) : (
        <div role="status" aria-label={trans('Loading page...')}>
          <Skeleton className="mb-8 h-9 w-2/3 md:h-12" />
          <div className="flex max-w-[72ch] flex-col gap-3">
            {['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-10/12', 'w-3/5'].map((width, index) => (
              <Skeleton key={index} className={`h-4 ${width}`} />
            ))}
          </div>
        </div>
      )}
    </article>
  )
}
