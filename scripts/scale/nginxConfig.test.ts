import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { sites } from '../../config/src/sites'
import { clientIp } from '../../web/src/server/http/clientIp'
import { DEPLOYED_CONFIG, nginxBinary, startNginx, type RunningNginx } from './nginx.mjs'

// Holds deploy/nginx/travel-platform.conf, as it ships, to each promise its comments make: nginx
// runs it in front of fake web servers whose answers each test chooses, and the tests look only
// at what a browser (or the web server behind nginx) would see.

const PREVIEW_COOKIE = '__prerender_bypass=preview-token'

/** The sites' domains in these tests (the shipped ones are held to config/src/sites.ts below). */
const SERVER_NAMES = ['alpha.example', 'beta.example', 'golf.example', 'rail.example']

/** What a fake web server says for a path: the Cache-Control and cookie a real page or route might send. */
interface Reply {
  cacheControl?: string
  setCookie?: string
  /** The internal route `next start` names when proxy.ts rewrote the page: /_sites/<site>/<path>. */
  middlewareRewrite?: string
}

/** What the fake web servers put in every body, so a test can tell who answered and when. */
interface Answer {
  server: string
  host: string
  url: string
  /** The how-many-th request for this host and URL the server received. */
  count: number
  preview: boolean
  /**
   * clientIp() as the web server would compute it, with TRUSTED_PROXY_HOPS from `?hops=` and the
   * loopback addresses (nginx, and the test's client standing for a CDN) as TRUSTED_PROXIES.
   */
  ip: string
  body: string
}

/** A stand-in for `next start`: answers every path with what the test set for it, and counts. */
class FakeWebServer {
  readonly received: { method: string; host: string; url: string; body: string }[] = []
  private readonly replies = new Map<string, Reply>()
  private readonly server: Server

  constructor(
    readonly name: string,
    readonly port: number,
  ) {
    this.server = createServer((req, res) => {
      let body = ''
      req.setEncoding('utf8')
      req.on('data', (chunk: string) => (body += chunk))
      req.on('end', () => {
        const host = req.headers.host ?? ''
        const url = req.url ?? '/'
        this.received.push({ method: req.method ?? 'GET', host, url, body })
        const reply = this.replies.get(url.split('?')[0] ?? url) ?? {}
        const hops = new URL(url, 'http://fake').searchParams.get('hops') ?? '0'
        const answer: Answer = {
          server: name,
          host,
          url,
          count: this.callsFor(host, url),
          preview: (req.headers.cookie ?? '').includes('__prerender_bypass='),
          ip: clientIp(req, { TRUSTED_PROXY_HOPS: hops, TRUSTED_PROXIES: '127.0.0.0/8' }),
          body,
        }
        if (reply.cacheControl) res.setHeader('Cache-Control', reply.cacheControl)
        if (reply.setCookie) res.setHeader('Set-Cookie', reply.setCookie)
        if (reply.middlewareRewrite) res.setHeader('X-Middleware-Rewrite', reply.middlewareRewrite)
        res.setHeader('Content-Type', 'application/json')
        res.end(JSON.stringify(answer))
      })
    })
  }

  listen(): Promise<void> {
    return new Promise((resolve) => this.server.listen(this.port, '127.0.0.1', resolve))
  }

  /** Stops answering at once: the connections nginx keeps open to it are cut too. */
  close(): Promise<void> {
    if (!this.server.listening) return Promise.resolve()
    return new Promise((resolve) => {
      this.server.close(() => resolve())
      this.server.closeAllConnections()
    })
  }

  reply(url: string, reply: Reply): void {
    this.replies.set(url, reply)
  }

  callsFor(host: string, url: string): number {
    return this.received.filter((call) => call.host === host && call.url === url).length
  }
}

interface Response {
  status: number
  cacheStatus: string | undefined
  headers: IncomingMessage['headers']
  answer: Answer
}

/** One request to nginx as a browser sends it: its own connection, and the Host of the site it wants. */
function visit(
  port: number,
  host: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: options.method ?? 'GET',
        headers: { host, ...options.headers },
        localAddress: options.localAddress,
        agent: false,
      },
      (res: IncomingMessage) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          const cacheStatus = res.headers['x-cache-status']
          try {
            resolve({
              status: res.statusCode ?? 0,
              cacheStatus: Array.isArray(cacheStatus) ? cacheStatus.join(',') : cacheStatus,
              headers: res.headers,
              answer: JSON.parse(text) as Answer,
            })
          } catch {
            reject(new Error(`${url} on ${host}: ${res.statusCode} ${text.slice(0, 200)}`))
          }
        })
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/** One request to nginx, and its status: for answers that are not the fake servers' JSON. */
function statusOf(port: number, host: string, url: string, method = 'GET'): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: url, method, headers: { host }, agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
      .on('error', reject)
      .end()
  })
}

/** Asks until `check` holds: nginx's cache counts whole seconds, and background updates finish later. */
async function eventually<T>(what: string, attempt: () => Promise<T>, check: (value: T) => boolean) {
  const deadline = Date.now() + 4_000
  for (;;) {
    const value = await attempt()
    if (check(value)) return value
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`)
    await sleep(100)
  }
}

const binary = nginxBinary()
if (!binary) {
  if (process.env.CI) {
    test('nginx is installed', () => {
      throw new Error(
        'nginx is required in CI: the cache rules of deploy/nginx/ are tested on it (apt-get install nginx)',
      )
    })
  } else {
    console.warn('nginxConfig.test.ts skipped: nginx is not installed (apt-get install nginx)')
  }
}
const describeWithNginx = binary ? describe : describe.skip

let workDir = ''
beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'nginx-config-'))
  // mkdtemp makes it the owner's alone: nginx started as root runs its workers as another user,
  // and they must reach the cache inside.
  chmodSync(workDir, 0o755)
})
afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

describeWithNginx('nginx in front of one web server', () => {
  const web = new FakeWebServer('web', 5601)
  const NGINX = 8601
  let nginx: RunningNginx | undefined

  beforeAll(async () => {
    await web.listen()
    nginx = await startNginx({
      dir: path.join(workDir, 'one'),
      servers: ['127.0.0.1:5601'],
      listen: '127.0.0.1:8601',
      serverNames: SERVER_NAMES,
    })
  })
  afterAll(async () => {
    await nginx?.stop()
    await web.close()
  })

  it("keeps each site's page apart, serves a repeat from the cache, and gives the web server the visitor's Host", async () => {
    web.reply('/holidays', { cacheControl: 'public, s-maxage=60' })

    const alpha = await visit(NGINX, 'alpha.example', '/holidays')
    const beta = await visit(NGINX, 'beta.example', '/holidays')
    const alphaAgain = await visit(NGINX, 'alpha.example', '/holidays')

    expect(alpha).toMatchObject({
      status: 200,
      cacheStatus: 'MISS',
      answer: { host: 'alpha.example', count: 1 },
    })
    expect(beta).toMatchObject({
      status: 200,
      cacheStatus: 'MISS',
      answer: { host: 'beta.example', count: 1 },
    })
    expect(alphaAgain).toMatchObject({ cacheStatus: 'HIT', answer: { host: 'alpha.example', count: 1 } })
    expect(web.callsFor('alpha.example', '/holidays')).toBe(1)
    expect(web.callsFor('beta.example', '/holidays')).toBe(1)
  })

  it.each([
    ['a stranger’s domain', 'evil.example'],
    ['a site’s name under a stranger’s domain', 'alpha.example.evil.example'],
    ['a bare address', '203.0.113.7'],
  ])('answers %s 421 itself, on every path: the web server never hears of it', async (_, host) => {
    web.reply('/cached', { cacheControl: 'public, s-maxage=60' })
    expect(await visit(NGINX, 'alpha.example', '/cached')).toMatchObject({ status: 200 })
    const before = web.received.length
    const paths = [
      ['GET', '/'],
      ['GET', '/cached'],
      ['POST', '/api/revalidate'],
      ['GET', '/api/cron/deliver'],
      ['GET', '/_next/static/chunks/main.js'],
      ['GET', '/_next/image?url=%2F_seed%2Fimages%2Fa.jpg&w=640&q=75'],
      ['GET', '/frontend/view-brochure.html'],
    ]
    const answers = []
    for (const [method, url] of paths) {
      answers.push(`${method} ${url}: ${await statusOf(NGINX, host, url!, method)}`)
    }
    expect(answers).toEqual(paths.map(([method, url]) => `${method} ${url}: 421`))
    expect(web.received.slice(before)).toEqual([])
  })

  it("does not show visitors a page's internal route (the x-middleware-rewrite of next start)", async () => {
    web.reply('/about-us', {
      cacheControl: 'public, s-maxage=60',
      middlewareRewrite: '/_sites/golf/about-us',
    })
    const first = await visit(NGINX, 'golf.example', '/about-us')
    const cached = await visit(NGINX, 'golf.example', '/about-us')
    expect(first).toMatchObject({ status: 200, cacheStatus: 'MISS' })
    expect(cached).toMatchObject({ status: 200, cacheStatus: 'HIT' })
    expect(first.headers['x-middleware-rewrite']).toBeUndefined()
    expect(cached.headers['x-middleware-rewrite']).toBeUndefined()
  })

  it('serves the old copy once s-maxage lapses while it fetches the new one, then serves the new one', async () => {
    web.reply('/cruises', { cacheControl: 'public, s-maxage=1, stale-while-revalidate=60' })
    const host = 'alpha.example'

    expect(await visit(NGINX, host, '/cruises')).toMatchObject({ cacheStatus: 'MISS', answer: { count: 1 } })
    expect(await visit(NGINX, host, '/cruises')).toMatchObject({ cacheStatus: 'HIT', answer: { count: 1 } })

    const stale = await eventually(
      'the copy going stale',
      () => visit(NGINX, host, '/cruises'),
      (response) => response.cacheStatus !== 'HIT',
    )
    expect(stale).toMatchObject({ status: 200, cacheStatus: 'STALE', answer: { count: 1 } })
    // The new copy is fetched behind the visitor's back: it reaches the server once, and is kept.
    await eventually(
      'the background update',
      async () => web.callsFor(host, '/cruises'),
      (calls) => calls === 2,
    )
    const fresh = await eventually(
      'the new copy',
      () => visit(NGINX, host, '/cruises'),
      (response) => response.answer.count === 2,
    )
    expect(fresh).toMatchObject({ status: 200, cacheStatus: 'HIT' })
    expect(web.callsFor(host, '/cruises')).toBe(2)
  })

  it('fetches a page afresh once its s-maxage lapses when its answer allows no stale copy', async () => {
    // No stale-while-revalidate: the visitor after the lapse waits for the new page rather than
    // being shown the old one (a page may say so because the old one must not be shown late).
    web.reply('/flights', { cacheControl: 'public, s-maxage=1' })
    const host = 'alpha.example'

    expect(await visit(NGINX, host, '/flights')).toMatchObject({ cacheStatus: 'MISS', answer: { count: 1 } })
    const afterLapse = await eventually(
      'the copy lapsing',
      () => visit(NGINX, host, '/flights'),
      (response) => response.cacheStatus !== 'HIT',
    )

    expect(afterLapse).toMatchObject({ status: 200, answer: { count: 2 } })
  })

  it('sends every API request to the web server, even one whose answer says s-maxage', async () => {
    web.reply('/api/lookup', { cacheControl: 'public, s-maxage=60' })

    const first = await visit(NGINX, 'alpha.example', '/api/lookup')
    const second = await visit(NGINX, 'alpha.example', '/api/lookup')

    expect(first.answer.count).toBe(1)
    expect(second.answer.count).toBe(2)
    expect(second.cacheStatus).not.toBe('HIT')
  })

  it.each([
    [
      'sets a cookie',
      '/basket',
      { cacheControl: 'public, s-maxage=60', setCookie: 'basket=1; Path=/; HttpOnly' },
    ],
    ['is private', '/account', { cacheControl: 'private, s-maxage=60' }],
    ['says no-store', '/quote', { cacheControl: 'no-store, s-maxage=60' }],
  ])('never keeps a page whose answer %s: the next visitor reaches the web server', async (_, url, reply) => {
    web.reply(url, reply)

    const first = await visit(NGINX, 'alpha.example', url)
    const second = await visit(NGINX, 'alpha.example', url)

    expect(first).toMatchObject({ status: 200, answer: { count: 1 } })
    expect(second).toMatchObject({ status: 200, cacheStatus: 'MISS', answer: { count: 2 } })
  })

  it('sends a draft preview to the web server every time, and never shows it to the public', async () => {
    // Cacheable on purpose: the cookie alone must keep the preview out of the cache.
    web.reply('/tours', { cacheControl: 'public, s-maxage=60' })
    const host = 'alpha.example'
    const withCookie = { headers: { cookie: `theme=dark; ${PREVIEW_COOKIE}` } }

    const preview = await visit(NGINX, host, '/tours', withCookie)
    const publicPage = await visit(NGINX, host, '/tours')
    const previewAgain = await visit(NGINX, host, '/tours', withCookie)
    const publicAgain = await visit(NGINX, host, '/tours')

    expect(preview).toMatchObject({ cacheStatus: 'BYPASS', answer: { preview: true, count: 1 } })
    expect(publicPage).toMatchObject({ cacheStatus: 'MISS', answer: { preview: false, count: 2 } })
    expect(previewAgain).toMatchObject({ cacheStatus: 'BYPASS', answer: { preview: true, count: 3 } })
    expect(publicAgain).toMatchObject({ cacheStatus: 'HIT', answer: { preview: false, count: 2 } })
  })

  // The visitor connects from 127.0.0.2 while nginx reaches the web server from 127.0.0.1: the
  // address the web server reports can only be the visitor's if nginx wrote it.
  it.each(['/api/ip', '/who'])(
    "gives the web server the visitor's real address on %s, not one the visitor forged",
    async (url) => {
      web.reply(url, { cacheControl: 'private, no-store' })

      const response = await visit(NGINX, 'alpha.example', `${url}?hops=1`, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
        localAddress: '127.0.0.2',
      })

      expect(response.answer.ip).toBe('127.0.0.2')
    },
  )

  it('gives the web server the address a CDN in front of nginx recorded, with TRUSTED_PROXY_HOPS=2', async () => {
    web.reply('/api/ip', { cacheControl: 'private, no-store' })

    // The CDN appended the visitor's address to whatever the visitor sent.
    const response = await visit(NGINX, 'alpha.example', '/api/ip?hops=2', {
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
      localAddress: '127.0.0.2',
    })

    expect(response.answer.ip).toBe('198.51.100.7')
  })
})

describeWithNginx('nginx in front of two web servers, the first not listening', () => {
  // Nothing listens on 5603: nginx's connection is refused, as when a server is down.
  const second = new FakeWebServer('second', 5602)
  const NGINX = 8602
  let nginx: RunningNginx | undefined

  beforeAll(async () => {
    await second.listen()
    nginx = await startNginx({
      dir: path.join(workDir, 'two'),
      servers: ['127.0.0.1:5603', '127.0.0.1:5602'],
      listen: '127.0.0.1:8602',
      serverNames: SERVER_NAMES,
    })
  })
  afterAll(async () => {
    await nginx?.stop()
    await second.close()
  })

  it('moves a form post on to the server that is up, and the post arrives there once', async () => {
    second.reply('/api/enquiry', { cacheControl: 'private, no-store' })
    // The access log names every server a request was tried on. nginx keeps a server's failure
    // per worker process, for fail_timeout (5 s): a post may land in a worker that has already
    // given up on the first server, so posts are sent until one is seen trying it and moving on.
    const movedOn = () =>
      (nginx?.accessLog() ?? '')
        .split('\n')
        .some(
          (line) =>
            line.startsWith('200 POST alpha.example/api/enquiry') &&
            line.includes(' 127.0.0.1:5603, 127.0.0.1:5602 '),
        )
    const deadline = Date.now() + 7_000
    let sent = 0
    do {
      sent += 1
      const response = await visit(NGINX, 'alpha.example', `/api/enquiry?n=${sent}`, {
        method: 'POST',
        body: `enquiry ${sent}`,
      })
      expect(response).toMatchObject({ status: 200, answer: { server: 'second', body: `enquiry ${sent}` } })
      // nginx writes the log line just after the answer: give it that moment.
      await sleep(20)
    } while (!movedOn() && Date.now() < deadline)

    expect(movedOn()).toBe(true)
    // Each post reached the server that is up exactly once: none was lost or sent twice.
    expect(second.received.filter((call) => call.method === 'POST')).toHaveLength(sent)
  })

  it('answers pages from the server that is up', async () => {
    second.reply('/page', { cacheControl: 'public, s-maxage=60' })

    const pages = await Promise.all([1, 2, 3, 4].map((n) => visit(NGINX, 'alpha.example', `/page?n=${n}`)))

    for (const response of pages)
      expect(response).toMatchObject({ status: 200, answer: { server: 'second' } })
  })

  it('serves the last copy of a page, gone stale, when no web server answers', async () => {
    second.reply('/offers', { cacheControl: 'public, s-maxage=1' })
    const cached = await visit(NGINX, 'alpha.example', '/offers')
    expect(cached).toMatchObject({ status: 200, cacheStatus: 'MISS', answer: { count: 1 } })

    await second.close()
    const stale = await eventually(
      'the copy going stale',
      () => visit(NGINX, 'alpha.example', '/offers'),
      (response) => response.cacheStatus !== 'HIT',
    )

    expect(stale).toMatchObject({ status: 200, cacheStatus: 'STALE', answer: { server: 'second', count: 1 } })
  })
})

describeWithNginx("nginx in front of two web servers, and Sanity's webhook", () => {
  const servers = [new FakeWebServer('first', 5604), new FakeWebServer('second', 5605)]
  const NGINX = 8603
  let nginx: RunningNginx | undefined

  beforeAll(async () => {
    await Promise.all(servers.map((server) => server.listen()))
    nginx = await startNginx({
      dir: path.join(workDir, 'webhook'),
      servers: servers.map((server) => `127.0.0.1:${server.port}`),
      listen: `127.0.0.1:${NGINX}`,
      serverNames: SERVER_NAMES,
    })
  })
  afterAll(async () => {
    await nginx?.stop()
    await Promise.all(servers.map((server) => server.close()))
  })

  it('reaches every web server, each with the body as signed, and Sanity gets one answer', async () => {
    const body = JSON.stringify({ _id: 'page-rail-home', _type: 'page', brand: 'rail', slug: 'home' })
    const response = await visit(NGINX, 'rail.example', '/api/revalidate', { method: 'POST', body })
    expect(response.status).toBe(200)

    const webhooksOf = (server: FakeWebServer) =>
      server.received.filter((call) => call.method === 'POST' && call.url === '/api/revalidate')
    await eventually(
      'the copies arriving',
      async () => servers.map((server) => webhooksOf(server).length),
      // A copy for each server, and the request itself on one of them.
      (counts) => counts.every((count) => count >= 1) && counts[0]! + counts[1]! === 3,
    )
    for (const server of servers) {
      for (const call of webhooksOf(server)) expect(call).toMatchObject({ host: 'rail.example', body })
    }
  })

  it("keeps the webhook's copying to itself: a visitor cannot send requests through it", async () => {
    const before = servers.map((server) => server.received.length)
    const status = await statusOf(NGINX, 'rail.example', '/__revalidate/127.0.0.1:5604')

    expect(status).toBe(404)
    expect(servers.map((server) => server.received.length)).toEqual(before)
  })
})

describe('the shipped configuration', () => {
  it('passes on every domain of every site (config/src/sites.ts), and names no other host', () => {
    const named = /^\s*server_name ([^;]+); # yours: the domains$/m.exec(
      readFileSync(DEPLOYED_CONFIG, 'utf8'),
    )
    expect(named?.[1]?.split(/\s+/).sort()).toEqual(sites.flatMap((site) => site.domains).sort())
  })
})
