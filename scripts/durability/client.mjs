// The load client of `npm run check:durability`: one keep-alive agent for every request, so the
// submissions and the floor page are measured by the same client.
import { Agent, request } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { offeredBrochure } from './processes.mjs'

const agent = new Agent({ keepAlive: true, maxSockets: 64 })

/** One request; resolves with the status, body text and headers, rejects when the server cannot be reached. */
export function send(port, { method = 'GET', path, host, headers = {}, body, timeoutMs = 10_000 }) {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { agent, host: '127.0.0.1', port, method, path, headers: { host, ...headers } },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text, headers: response.headers }),
        )
        response.on('error', reject)
      },
    )
    outgoing.setTimeout(timeoutMs, () =>
      outgoing.destroy(new Error(`${method} ${host}${path} timed out after ${timeoutMs} ms`)),
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/**
 * Posts one submission until the server stores it, retrying with the same Idempotency-Key
 * while the server cannot be reached or cannot store it (503, or 502/504 from a proxy), as the
 * browser does. `headers` add to each request (X-Forwarded-For, as a CDN would set it). Resolves
 * with the stored id and how long the first answer took, or rejects after `giveUpMs`.
 */
export async function submitUntilStored(port, { path, host, body, key, headers = {}, giveUpMs = 60_000 }) {
  const started = performance.now()
  for (let attempt = 1; ; attempt += 1) {
    const sent = performance.now()
    try {
      const reply = await send(port, {
        method: 'POST',
        path,
        host,
        headers: { 'content-type': 'application/json', 'idempotency-key': key, ...headers },
        body,
      })
      if (reply.status === 201) {
        return { id: JSON.parse(reply.text).id, latencyMs: performance.now() - sent, attempts: attempt }
      }
      // 503: the server cannot store it now; 502 and 504: a proxy in front lost the server.
      if (![502, 503, 504].includes(reply.status))
        throw new Error(`answered ${reply.status}: ${reply.text.slice(0, 200)}`)
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('answered')) throw error
      // Unreachable (connection refused or reset): the server is restarting.
    }
    if (performance.now() - started > giveUpMs) throw new Error(`not stored after ${attempt} attempts`)
    await sleep(100)
  }
}

/** Runs `task(i)` for i in 0..count-1, `parallel` at a time. */
export async function inParallel(count, parallel, task) {
  let next = 0
  const worker = async () => {
    while (next < count) await task(next++)
  }
  await Promise.all(Array.from({ length: parallel }, worker))
}

/** GETs of one path, `parallel` at a time for `seconds`: requests per second and p99 latency. */
export async function getRate(port, { path, host, parallel, seconds }) {
  const latencies = []
  const until = performance.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < until) {
        const sent = performance.now()
        const reply = await send(port, { path, host })
        if (reply.status !== 200) throw new Error(`GET ${path} answered ${reply.status}`)
        latencies.push(performance.now() - sent)
      }
    }),
  )
  return {
    perSecond: latencies.length / ((performance.now() - started) / 1000),
    p99Ms: percentile(latencies, 99),
  }
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** The brochure every request asks for: one the form offers whenever the check runs. */
let brochure

/** The tours brochure-request CMS form's body, as the browser posts it, for one email. */
export function brochureRequestBody(email) {
  brochure ??= offeredBrochure()
  return JSON.stringify({
    form: 'form-tours-brochure-request',
    submissionData: [
      { field: 'firstName', value: 'Ana' },
      { field: 'lastName', value: 'Silva' },
      { field: 'email', value: email },
      { field: 'country', value: 'AU' },
      { field: 'brochure', value: brochure },
    ],
    captchaToken: 'test-captcha-token',
  })
}
