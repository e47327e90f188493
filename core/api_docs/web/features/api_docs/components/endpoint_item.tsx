import { Disclosure } from '@web/ui/disclosure.js'
import { CopyButton } from '@web/ui/copy_button.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { curlCommand, fieldsOf, type Endpoint } from '../endpoints.js'
import { MethodBadge } from './method_badge.js'
import { SchemaFields } from './schema_fields.js'

/** One endpoint: method, path and summary; opened, its access, parameters, body, responses and a curl command. */
export function EndpointItem({ endpoint }: { endpoint: Endpoint }) {
  const trans = useTrans()
  const { method, path, operation } = endpoint
  const body = operation.requestBody?.content['application/json'].schema
  const permissions = operation['x-permissions'] ?? []
  const curl = curlCommand(endpoint, window.location.origin)

  return (
    <Disclosure
      className="rounded-base border border-divider bg-paper"
      title={
        <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <MethodBadge method={method} />
          <span className="min-w-0 font-mono text-sm break-all text-main">{path}</span>
          <span className="text-sm text-muted">{operation.summary}</span>
        </span>
      }
    >
      <div className="flex flex-col gap-5 border-t border-divider px-4 py-4 md:ps-10">
        {operation.description && <p className="text-sm text-main">{operation.description}</p>}
        <p className="text-sm text-muted">
          {operation.security ? trans('Needs a signed-in account.') : trans('Guests may call it.')}{' '}
          {permissions.length > 0 &&
            trans('Permissions: :permissions', { permissions: permissions.join(', ') })}
        </p>

        {operation.parameters.length > 0 && (
          <section className="flex flex-col gap-2">
            <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
              {trans('Parameters')}
            </h4>
            <SchemaFields
              label={trans('Parameters')}
              fields={operation.parameters.map(({ name, schema, required, in: place }) => ({
                name: place === 'query' ? `?${name}` : name,
                schema,
                required,
              }))}
            />
          </section>
        )}

        {body && (
          <section className="flex flex-col gap-2">
            <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
              {trans('Request body')}
            </h4>
            <SchemaFields label={trans('Request body')} fields={fieldsOf(body)} />
          </section>
        )}

        <section className="flex flex-col gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
            {trans('Responses')}
          </h4>
          <ul className="flex flex-col gap-1 text-sm">
            {Object.entries(operation.responses).map(([status, response]) => (
              <li key={status} className="flex gap-3">
                <span className="w-10 font-mono font-semibold text-main tabular-nums">
                  {status}
                </span>
                <span className="text-muted">{response.description}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-3">
            <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
              {trans('Example')}
            </h4>
            <CopyButton text={curl} size="xs">
              {trans('Copy curl')}
            </CopyButton>
          </div>
          <pre className="overflow-x-auto rounded-base bg-chip/60 p-3 font-mono text-xs text-main">
            {curl}
          </pre>
        </section>
      </div>
    </Disclosure>
  )
}
