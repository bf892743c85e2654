import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeS3Object = { bytes: Buffer; headers: IncomingHttpHeaders }

/**
 * An S3-compatible API on a loopback port, answering the three calls the upload store makes, by
 * path-style address (`/<bucket>/<key>`): PutObject, GetObject and DeleteObject. It checks no
 * signature; it records each object with the headers it came with, so a test sees what was sent.
 */
export async function startFakeS3() {
  const objects = new Map<string, FakeS3Object>()
  const server = createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname.slice(1))
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, { bytes: Buffer.concat(chunks), headers: req.headers })
        res.writeHead(200, { etag: '"fake"' }).end()
        return
      }
      if (req.method === 'DELETE') {
        objects.delete(key)
        res.writeHead(204).end()
        return
      }
      const object = objects.get(key)
      if (req.method === 'GET' && object) {
        res.writeHead(200, {
          'content-length': object.bytes.length,
          'content-type': 'application/octet-stream',
        })
        res.end(object.bytes)
        return
      }
      res.writeHead(404, { 'content-type': 'application/xml' })
      res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>Not found</Message></Error>')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Objects by `<bucket>/<key>`. */
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
