import { submissionsDb } from '@/server/submissions/database'
import { storedSubmissions } from './storedSubmissions'
import { testDatabases } from './testDatabases'

type TestStore = Awaited<ReturnType<(typeof testDatabases)[0]['create']>>

/**
 * A form route test's store: each test gets a new, empty SQLite store behind the mocked
 * submissionsDb (its file mocks '@/server/submissions/database'), the captcha in test mode and
 * room for many posts; the environment is put back after it. Answers the current store's
 * database and how many submissions it holds.
 */
export function storePerTest() {
  let store: TestStore | undefined
  let env = { ...process.env }
  beforeEach(async () => {
    env = { ...process.env }
    process.env.CAPTCHA_MODE = 'test'
    process.env.FORM_RATE_LIMIT_PER_MINUTE = '1000'
    store = await testDatabases[0]!.create()
    jest.mocked(submissionsDb).mockResolvedValue(store.db)
  })
  afterEach(async () => {
    process.env = env
    await store?.dispose()
  })
  const db = () => {
    if (!store) throw new Error('storePerTest: the store exists only within a test')
    return store.db
  }
  return { db, count: () => storedSubmissions(db()) }
}
