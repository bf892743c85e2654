import { request } from 'node:http'
import { gzipSync } from 'node:zlib'

/**
 * First-load JavaScript of a page: the gzip bytes of every script its HTML loads (what the
 * browser needs before the page is interactive). Lazily imported chunks are not counted, nor
 * `nomodule` polyfills, which browsers that run modules never load.
 */
export async function firstLoadJs(port, { site, path }) {
  const html = await get(port, path, `${site}.localhost:${port}`)
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => !/\snomodule/i.test(attributes))
    .map((attributes) => /\ssrc="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean)
  let gzipBytes = 0
  for (const source of sources)
    gzipBytes += gzipSync(await get(port, source, `${site}.localhost:${port}`)).length
  return { scripts: sources.length, gzipBytes }
}

function get(port, path, host) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(Buffer.concat(chunks).toString('utf8'))
          : reject(new Error(`${path}: ${res.statusCode}`)),
      )
    })
    req.on('error', reject)
    req.end()
  })
}
