import { useMemo, useState } from 'react'
import Search from 'lucide-react/icons/search'
import SearchX from 'lucide-react/icons/search-x'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { TextField } from '@web/ui/text_field.js'
import { openApiQuery } from '../api/openapi_query.js'
import { EndpointItem } from '../components/endpoint_item.js'
import { endpointGroups, filterEndpoints } from '../endpoints.js'

/** /api-docs (spec section 2: needs api.access, login not required): the API's endpoints by module, searchable. */
export function Component() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { data: document } = usePageQuery(openApiQuery(api))
  const [search, setSearch] = useState('')
  const groups = useMemo(() => (document ? endpointGroups(document) : []), [document])
  const shown = useMemo(() => filterEndpoints(groups, search), [groups, search])
  useDocumentTitle(trans('API documentation'))

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-main md:text-4xl">
          {trans('API documentation')}
        </h1>
        <p className="max-w-[72ch] text-sm text-muted">
          {trans(
            'Every endpoint of the JSON API. Call it with an API access token (Account settings, Developers) in an Authorization: Bearer header.'
          )}{' '}
          <a
            className="text-main underline underline-offset-2 hover:text-primary"
            href="/api/v1/api-docs/openapi.json"
            download="openapi.json"
          >
            {trans('Download the OpenAPI document')}
          </a>
        </p>
      </header>

      <TextField
        aria-label={trans('Search endpoints')}
        placeholder={trans('Search endpoints')}
        value={search}
        onChange={setSearch}
        type="search"
        startIcon={<Search aria-hidden className="size-4" />}
        className="md:max-w-md"
      />

      {!document ? (
        <div role="status" aria-label={trans('Loading page...')} className="flex flex-col gap-2">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-11 w-full" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<SearchX aria-hidden />}
          message={trans('There are no items matching your query')}
        />
      ) : (
        shown.map(({ tag, endpoints }) => (
          <section key={tag} className="flex flex-col gap-2" aria-labelledby={`api-tag-${tag}`}>
            <h2
              id={`api-tag-${tag}`}
              className="flex items-baseline gap-2 text-lg font-bold text-main"
            >
              {tag}
              <span className="text-sm font-normal text-muted tabular-nums">
                {endpoints.length}
              </span>
            </h2>
            {endpoints.map((endpoint) => (
              <EndpointItem key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} />
            ))}
          </section>
        ))
      )}
    </div>
  )
}
