import { useEffect } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { Dialog } from '@web/ui/dialog.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { CustomPageArticle } from '../../../components/custom_page_article.js'
import { usePreviewBody } from '../api/custom_pages_admin_api.js'

/**
 * The page as the site will show it: the body goes through the server's
 * sanitizer (what saving would store), then the site's own page drawing.
 */
export function PagePreviewDialog({
  isOpen,
  onClose,
  title,
  body,
}: {
  isOpen: boolean
  onClose: () => void
  title: string
  body: string
}) {
  const trans = useTrans()
  const preview = usePreviewBody()
  const { mutate } = preview
  useEffect(() => {
    if (isOpen) mutate(body)
  }, [isOpen, body, mutate])

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={trans('Preview')}
      closeLabel={trans('Close')}
    >
      <article className="max-h-[70vh] overflow-y-auto px-6 pt-6 pb-10 md:px-10" aria-busy={preview.isPending}>
        {preview.isSuccess ? (
          <CustomPageArticle title={title} body={preview.data} />
        ) : preview.isError ? (
          <p className="text-sm text-danger">{trans('There was an issue. Please try again.')}</p>
        ) : (
          <div className="flex flex-col gap-3">
            <Skeleton className="mb-5 h-10 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        )}
      </article>
    </Dialog>
  )
}
