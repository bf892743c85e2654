/** @jest-environment node */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { driverOf, durableTransaction, openDatabase, type SubmissionsDb } from './database'

const FULL = 2
const NORMAL = 1

describe('the SQLite store', () => {
  let db: SubmissionsDb
  let synchronous: () => unknown
  beforeEach(async () => {
    db = await openDatabase({
      kind: 'sqlite',
      file: path.join(mkdtempSync(path.join(tmpdir(), 'sqlite-')), 's.sqlite'),
    })
    const driver = driverOf(db)
    if (driver.kind !== 'sqlite') throw new Error('expected SQLite')
    synchronous = () => driver.database.pragma('synchronous', { simple: true })
  })
  afterEach(() => db.destroy())

  it('commits a stored submission with fsync (FULL), and everything else without (NORMAL)', async () => {
    expect(synchronous()).toBe(NORMAL)
    const during = await durableTransaction(db, async () => synchronous())
    expect(during).toBe(FULL)
    expect(synchronous()).toBe(NORMAL)
  })

  it('goes back to NORMAL when the transaction fails', async () => {
    await expect(
      durableTransaction(db, async () => {
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(synchronous()).toBe(NORMAL)
  })

  it('prepares each distinct query once', async () => {
    const driver = driverOf(db)
    if (driver.kind !== 'sqlite') throw new Error('expected SQLite')
    const prepare = jest.spyOn(driver.database, 'prepare')
    for (const id of ['a', 'b', 'c'])
      await db.selectFrom('submissions').select('id').where('id', '=', id).execute()
    expect(prepare).toHaveBeenCalledTimes(1)
  })
})
