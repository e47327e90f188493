import vine from '@vinejs/vine'
import { defineList, type ListInput } from '#core/kernel/lists/define_list'

/**
 * The audit log as an admin list (GET audit-log, docs/plugins.md "Admin
 * lists"): newest first by default, filtered by the account that acted, the
 * action, the subject type and the days. The filters have their indexes
 * (user_id, action, subject_type each with created_at), so a page is a walk of
 * one index from the cursor.
 */
export const AUDIT_LIST = defineList({
  id: 'audit_entries.id',
  sorts: { time: 'audit_entries.created_at' },
  defaultSort: { sort: 'time', order: 'desc' },
  filters: {
    userId: vine.number().withoutDecimals().min(1).max(4_294_967_295).optional(),
    action: vine.string().trim().maxLength(100).optional(),
    subjectType: vine.string().trim().maxLength(100).optional(),
    from: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
    to: vine.date({ formats: ['YYYY-MM-DD'] }).afterOrSameAs('from').optional(),
  },
})

export type AuditListInput = ListInput<typeof AUDIT_LIST>
