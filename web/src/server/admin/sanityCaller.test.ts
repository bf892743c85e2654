/** @jest-environment node */
import { startFakeSanityApi } from '@/testing/fakeSanityApi'
import {
  askSanity,
  bearerToken,
  callerCheckSettings,
  createCallerCheck,
  VERDICT_TTL_MS,
} from './sanityCaller'

let api: Awaited<ReturnType<typeof startFakeSanityApi>>
beforeAll(async () => {
  api = await startFakeSanityApi([], 'production', {
    users: {
      'editor-token': { id: 'p-editor', name: 'Eddie', roles: ['editor'] },
      'outsider-token': { id: 'p-outsider', name: 'Olive', roles: [] },
    },
  })
})
afterAll(() => api.close())

const settings = () => ({ projectId: 'abc123', apiVersion: '2025-02-19', apiHost: api.origin })

describe("the admin API's token check", () => {
  it("knows a project member's roles, a member without a role, and no unknown token", async () => {
    expect(await askSanity('editor-token', settings())).toEqual({
      kind: 'caller',
      caller: { id: 'p-editor', name: 'Eddie', roles: ['editor'] },
    })
    expect(await askSanity('outsider-token', settings())).toEqual({
      kind: 'caller',
      caller: { id: 'p-outsider', name: 'Olive', roles: [] },
    })
    expect(await askSanity('forged-token', settings())).toEqual({ kind: 'unknown token' })
  })

  it('asks Sanity once per token within the cache time, then again', async () => {
    let now = 0
    const ask = jest.fn(askSanity)
    const check = createCallerCheck(ask, () => now)
    await check('editor-token', settings())
    await check('editor-token', settings())
    expect(ask).toHaveBeenCalledTimes(1)
    await check('forged-token', settings())
    expect(ask).toHaveBeenCalledTimes(2)
    now += VERDICT_TTL_MS + 1
    await check('editor-token', settings())
    expect(ask).toHaveBeenCalledTimes(3)
  })

  it('throws when Sanity fails: an outage is no verdict on the caller', async () => {
    await expect(
      askSanity('editor-token', { ...settings(), apiHost: 'http://127.0.0.1:9' }),
    ).rejects.toThrow()
  })

  it('reads the project from SANITY_PROJECT_ID or the Studio project, and a bearer token', () => {
    expect(callerCheckSettings({})).toBeUndefined()
    expect(callerCheckSettings({ SANITY_STUDIO_PROJECT_ID: 'studio1' })?.projectId).toBe('studio1')
    expect(
      callerCheckSettings({ SANITY_PROJECT_ID: 'site1', SANITY_STUDIO_PROJECT_ID: 'x' })?.projectId,
    ).toBe('site1')
    expect(bearerToken('Bearer abc')).toBe('abc')
    expect(bearerToken('Basic abc')).toBeUndefined()
    expect(bearerToken(undefined)).toBeUndefined()
  })
})
