/** @jest-environment node */
import type { Kysely } from 'kysely'
import { testDatabases } from '@/testing/testDatabases'
import { nameStoredCmsForms } from './migrations'
import { storeSubmission } from './store'

describe.each(testDatabases)('the submission details migration on $name', ({ create }) => {
  it('names the CMS form of a submission stored before it, from its payload', async () => {
    const store = await create()
    try {
      const older = await storeSubmission(store.db, {
        site: 'tours',
        formKind: 'cms-form',
        payload: { form: 'form-tours-brochure-request', title: 'Brochure request', submissionData: [] },
        targets: [],
      })
      const contact = await storeSubmission(store.db, {
        site: 'tours',
        formKind: 'contact',
        payload: { form: 'not-a-cms-form' },
        targets: [],
      })
      await nameStoredCmsForms(store.db as unknown as Kysely<unknown>)
      const rows = await store.db
        .selectFrom('submissions')
        .select(['id', 'form_ref', 'form_title'])
        .orderBy('form_ref')
        .execute()
      expect(rows).toEqual(
        expect.arrayContaining([
          { id: older, form_ref: 'form-tours-brochure-request', form_title: 'Brochure request' },
          { id: contact, form_ref: null, form_title: null },
        ]),
      )
    } finally {
      await store.dispose()
    }
  })
})
