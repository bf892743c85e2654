import autocannon from 'autocannon'

/**
 * Requests per second and p99 latency of one URL from loopback: 50 connections for 10 s.
 * `headers` travel with every request (a Host, to ask a proxy for one site).
 */
export async function throughput(url, { headers = {} } = {}) {
  const result = await autocannon({ url, connections: 50, duration: 10, headers })
  if (result.errors || result.non2xx)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`)
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 }
}
