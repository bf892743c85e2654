import path from 'node:path'
import { withSandbox } from './withSandbox.mjs'

const root = path.join(__dirname, '..')

/** Warehouse call 6 at a sandbox: the number of countries, or null when nothing answers. */
async function countriesAt(sandboxUrl: string): Promise<number | null> {
  try {
    const response = await fetch(`${sandboxUrl}/warehouse/location/countries`, {
      headers: { 'company-code': 'WFT-AU', 'x-api-key': 'sandbox-warehouse-key' },
    })
    return ((await response.json()) as { data: unknown[] }).data.length
  } catch {
    return null
  }
}

describe('withSandbox', () => {
  it("gives the work a sandbox's warehouse in place of any configured one, and stops it after", async () => {
    const { env, countries } = await withSandbox(root, async (env) => ({
      env,
      countries: await countriesAt(env.SANDBOX_URL),
    }))
    expect(countries).toBeGreaterThan(0)
    expect(env.WAREHOUSE_API_URL).toBe('')
    expect(await countriesAt(env.SANDBOX_URL)).toBeNull()
  })

  it('stops the sandbox when the work fails, and passes the failure on', async () => {
    let sandboxUrl = ''
    await expect(
      withSandbox(root, async (env) => {
        sandboxUrl = env.SANDBOX_URL
        throw new Error('the build failed')
      }),
    ).rejects.toThrow('the build failed')
    expect(await countriesAt(sandboxUrl)).toBeNull()
  })
})
