import { useTrans } from '@web/i18n/use_trans.js'
import { constraintsOf, typeLabel, type SchemaField } from '../endpoints.js'

/** Fields (parameters or a body's properties) as a table: name, type, whether required, constraints. */
export function SchemaFields({ fields, label }: { fields: SchemaField[]; label: string }) {
  const trans = useTrans()
  return (
    <div className="overflow-x-auto rounded-base border border-divider">
      <table className="w-full table-fixed text-start text-sm" aria-label={label}>
        <thead className="bg-chip/60 text-xs text-muted">
          <tr>
            <th className="w-1/3 px-3 py-2 text-start font-semibold">{trans('Name')}</th>
            <th className="w-1/3 px-3 py-2 text-start font-semibold">{trans('Type')}</th>
            <th className="px-3 py-2 text-start font-semibold">{trans('Rules')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map(({ name, schema, required }) => (
            <tr key={name} className="border-t border-divider align-top">
              <td className="px-3 py-2 font-mono break-all text-main">
                {name}
                {required && (
                  <span className="ms-2 font-sans text-xs font-semibold text-danger">
                    {trans('required')}
                  </span>
                )}
              </td>
              <td className="px-3 py-2 font-mono break-words text-muted">{typeLabel(schema)}</td>
              <td className="px-3 py-2 break-words text-muted">
                {constraintsOf(schema).join(' · ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
