import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { E2E_PORT } from './server'

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string }

/**
 * A request to the e2e server with the Host header as given: node:http sends it as it is (fetch
 * and Playwright's request put the address's own host there for a name Node cannot resolve).
 */
export function requestAs(host: string, path: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest({ port: E2E_PORT, path, method, headers: { host } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
      .on('error', reject)
      .end()
  })
}
