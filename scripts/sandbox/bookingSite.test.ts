import { startSandbox, type Sandbox } from './server'

let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 })
})

afterAll(async () => {
  await sandbox.close()
})

async function page(path: string, init?: RequestInit) {
  const response = await fetch(`${sandbox.url}${path}`, init)
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() }
}

const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1]

describe('the booking sites the sandbox stands in for', () => {
  it.each([
    ['/en/tours/detail/TR-NZ-21', 'New Zealand North to South'],
    ['/en/cruises/detail/CR-MED-10', 'Mediterranean Mosaic'],
    ['/en/golfs/detail/GF-SCO-7', 'Scotland Links: St Andrews &#38; Carnoustie'],
    ['/en/rails/detail/RL-CH-10', 'Swiss Alps by Glacier &#38; Bernina Express'],
  ])('%s is a page naming the product', async (path, name) => {
    const { status, type, html } = await page(path)
    expect(status).toBe(200)
    expect(type).toBe('text/html; charset=utf-8')
    expect(heading(html)).toBe(name)
    expect(html).toContain(`<title>${name} | Booking (sandbox)</title>`)
  })

  it("lists a destination's products of the type, and every product of it without one", async () => {
    const japan = await page('/en/tours?destination=japan')
    expect(japan.status).toBe(200)
    expect(heading(japan.html)).toBe('Our tours of Japan')
    expect(japan.html.match(/<li>/g)).toHaveLength(9)
    expect(japan.html).toContain('<li>Tokyo City Break (TR-JP-5)</li>')
    const rails = await page('/en/rails')
    expect(heading(rails.html)).toBe('Our rail journeys')
    expect(rails.html.match(/<li>/g)).toHaveLength(10)
  })

  it.each([
    '/en/tours/detail/TR-NOPE',
    // A code of another type: the rail journey is not a tour.
    '/en/tours/detail/RL-CH-10',
    '/en/tours/detail/TR-JP-5/more',
    '/en/tours/overview/TR-JP-5',
    '/en/tours?destination=atlantis',
    '/en/tours/detail/%E0%A4%A',
  ])('answers %s with a 404 page', async (path) => {
    const { status, type, html } = await page(path)
    expect(status).toBe(404)
    expect(type).toBe('text/html; charset=utf-8')
    expect(heading(html)).toBe('Page not found')
  })

  it('leaves other /en/ paths to the API routes (JSON 404), and answers only GET and HEAD', async () => {
    expect((await page('/en/hotels/detail/X')).type).toBe('application/json; charset=utf-8')
    const head = await fetch(`${sandbox.url}/en/tours/detail/TR-JP-5`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect((await page('/en/tours/detail/TR-JP-5', { method: 'POST' })).status).toBe(405)
  })

  it('records none of it: browsers ask for these pages, not the sites', async () => {
    await page('/en/tours/detail/TR-JP-5')
    const { requests } = (await (await fetch(`${sandbox.url}/__sandbox/requests`)).json()) as {
      requests: unknown[]
    }
    expect(requests).toEqual([])
  })
})
