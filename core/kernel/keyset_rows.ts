/**
 * Every row of a query, read in pages by primary key (`WHERE id > last
 * ORDER BY id LIMIT n`): each page is one index range however deep, and
 * memory holds one page, so a million rows stream at a steady pace.
 * `page(afterId, limit)` answers the rows after `afterId`, ordered by id.
 */
export async function* keysetRows<Row extends { id: number }>(
  page: (afterId: number, limit: number) => Promise<Row[]>,
  pageSize = 5000
): AsyncGenerator<Row> {
  let afterId = 0
  while (true) {
    const rows = await page(afterId, pageSize)
    yield* rows
    if (rows.length < pageSize) return
    afterId = rows[rows.length - 1].id
  }
}
