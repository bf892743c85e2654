import type { SubmissionsDb } from '@/server/submissions/database'

/** How many submissions the store holds: a refused post leaves it as it was. */
export async function storedSubmissions(db: SubmissionsDb): Promise<number> {
  const { n } = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(n)
}
