/** @jest-environment node */
import { createOutbox } from '@/server/submissions/outbox'
import { purgeDeliveredPayloads, removeExpiredRows } from '@/server/submissions/retention'
import { purgeUnreferencedUploads } from '@/server/uploads/purgeUploads'
import { purgeExpiredLimits } from '@/server/submissions/rateLimit'
import { duration, processOutbox, startOutboxWorker } from './worker'

jest.mock('@/server/submissions/database', () => ({ submissionsDb: async () => ({ name: 'the store' }) }))
jest.mock('./deliveryTargets', () => ({ deliver: jest.fn() }))
jest.mock('@/server/submissions/outbox', () => ({
  ...jest.requireActual('@/server/submissions/outbox'),
  createOutbox: jest.fn(),
}))
jest.mock('@/server/uploads/purgeUploads', () => ({ purgeUnreferencedUploads: jest.fn() }))
jest.mock('@/server/submissions/rateLimit', () => ({ purgeExpiredLimits: jest.fn() }))
jest.mock('@/server/submissions/retention', () => ({
  ...jest.requireActual('@/server/submissions/retention'),
  purgeDeliveredPayloads: jest.fn(),
  removeExpiredRows: jest.fn(),
}))

const drain = jest.fn(async () => ({ delivered: 0, retry: 0, failed: 0, takenOver: 0 }))
const failedCount = jest.fn(async () => 0)

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00.000Z') })
  jest.mocked(createOutbox).mockReturnValue({ drain, claim: jest.fn(), failedCount })
  jest.mocked(purgeDeliveredPayloads).mockResolvedValue(0)
  jest.mocked(removeExpiredRows).mockResolvedValue(0)
  jest.mocked(purgeUnreferencedUploads).mockResolvedValue(0)
})
afterEach(() => {
  jest.useRealTimers()
  jest.clearAllMocks()
})

describe("the process's outbox", () => {
  it.each([
    [{ OUTBOX_CONCURRENCY: '3' }, 3],
    [{}, 8],
    [{ OUTBOX_CONCURRENCY: 'many' }, 8],
    [{ OUTBOX_CONCURRENCY: '0' }, 8],
  ])('has OUTBOX_CONCURRENCY deliveries under way at once (%j: %i)', async (env, concurrency) => {
    await processOutbox(env)
    expect(createOutbox).toHaveBeenCalledWith({ name: 'the store' }, expect.objectContaining({ concurrency }))
  })
})

describe('the outbox worker', () => {
  it('drains every poll, and purges expired payloads, rows and stray uploads when it starts and then every quarter hour', async () => {
    const error = jest.spyOn(console, 'error')
    const worker = startOutboxWorker({
      OUTBOX_POLL_MS: '5000',
      SUBMISSION_RETENTION_DAYS: '7',
      SUBMISSION_ROW_RETENTION_DAYS: '90',
    })
    try {
      await worker.kick()
      expect(drain).toHaveBeenCalledTimes(1)
      expect(purgeDeliveredPayloads).toHaveBeenCalledTimes(1)
      expect(purgeDeliveredPayloads).toHaveBeenCalledWith({ name: 'the store' }, { retentionDays: 7 })
      expect(removeExpiredRows).toHaveBeenCalledWith({ name: 'the store' }, { rowRetentionDays: 90 })
      expect(purgeUnreferencedUploads).toHaveBeenCalledWith({ name: 'the store' })
      expect(purgeExpiredLimits).toHaveBeenCalledWith({ name: 'the store' })
      expect(error).not.toHaveBeenCalled()

      await jest.advanceTimersByTimeAsync(14 * 60_000)
      expect(drain).toHaveBeenCalledTimes(1 + (14 * 60) / 5)
      expect(purgeDeliveredPayloads).toHaveBeenCalledTimes(1)

      await jest.advanceTimersByTimeAsync(60_000)
      expect(purgeDeliveredPayloads).toHaveBeenCalledTimes(2)
      expect(purgeUnreferencedUploads).toHaveBeenCalledTimes(2)
    } finally {
      worker.stop()
      error.mockRestore()
    }
  })

  it('keeps draining when a purge fails', async () => {
    jest.mocked(purgeDeliveredPayloads).mockRejectedValue(new Error('disk I/O error'))
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const worker = startOutboxWorker({ OUTBOX_POLL_MS: '5000' })
    try {
      await worker.kick()
      await jest.advanceTimersByTimeAsync(5000)
      expect(drain).toHaveBeenCalledTimes(2)
      expect(error).toHaveBeenCalledWith('Retention purge failed', expect.any(Error))
    } finally {
      worker.stop()
      error.mockRestore()
    }
  })

  it('says how many deliveries have failed when that number changes, not at every poll', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    failedCount.mockResolvedValueOnce(0).mockResolvedValueOnce(2).mockResolvedValue(2)
    const worker = startOutboxWorker({ OUTBOX_POLL_MS: '5000' })
    try {
      await worker.kick()
      await jest.advanceTimersByTimeAsync(15_000)
      const reports = error.mock.calls.filter(([message]) => String(message).includes('failed deliveries'))
      expect(reports).toEqual([
        ['Outbox: 2 failed deliveries wait for someone to act (npm run outbox:requeue)'],
      ])
    } finally {
      worker.stop()
      error.mockRestore()
    }
  })
})

describe('OUTBOX_GIVE_UP_AFTER', () => {
  it.each([
    ['3d', 3 * 86_400_000],
    ['36h', 36 * 3_600_000],
    ['90m', 90 * 60_000],
    ['45s', 45_000],
    ['1500ms', 1500],
    ['2500', 2500],
    ['', 7],
    ['soon', 7],
    ['0s', 7],
  ])('reads %p as %p ms', (value, ms) => {
    expect(duration(value, 7)).toBe(ms)
  })
})
