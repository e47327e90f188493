import vine from '@vinejs/vine'

/** The most rows one bulk action takes: a page of the largest size a list allows. */
export const MAX_BULK_IDS = 100

/**
 * Body of a bulk action on a list (POST <list>/<action>, `BulkIds`): the
 * selected rows' ids. Only ids: the action reads what it needs from the
 * database and checks each row itself, never trusting more from the client.
 */
export const bulkIds = vine.array(vine.number().withoutDecimals().min(1).max(4_294_967_295)).minLength(1).maxLength(MAX_BULK_IDS).distinct()

export const bulkIdsValidator = vine.compile(vine.object({ ids: bulkIds }))
