import { useQuery } from '@tanstack/react-query'
import type { FieldChecks } from '../../../core/kernel/shared/field_rules.js'
import { useService } from '../kernel/services_context.js'
import { API_CLIENT } from '../services/tokens.js'

const NONE: FieldChecks = {}

/**
 * The field rules of the route a form sends to (its module's id and name, e.g.
 * 'accounts.admin.roles.update'), as its VineJS validator states them (GET
 * form-rules/{route}). Until they arrive (or without a route) the form has
 * none, and the server's 422 still lands on the fields.
 */
export function useFieldChecks(routeName: string | undefined): FieldChecks {
  const api = useService(API_CLIENT)
  const rules = useQuery({
    queryKey: ['form-rules', routeName],
    queryFn: () => api.get<{ fields: FieldChecks }>(`form-rules/${routeName}`),
    enabled: routeName !== undefined,
    // Rules change with a deploy, not while someone edits.
    staleTime: Infinity,
  })
  return rules.data?.fields ?? NONE
}
