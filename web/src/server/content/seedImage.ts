import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { NextApiRequest, NextApiResponse } from 'next'
import sharp from 'sharp'
import { SEED_RASTER_FILE } from '@/site/cmsImageSource'
import { defaultDatasetPath } from './embeddedDataset'

/** A rect of whole pixels inside the image (`left,top,width,height`), as Sanity's CDN reads it. */
export function parseRect(value: string, width: number, height: number) {
  const parts = /^(\d+),(\d+),(\d+),(\d+)$/.exec(value)?.slice(1).map(Number)
  if (!parts) return null
  const [left, top, cutWidth, cutHeight] = parts as [number, number, number, number]
  if (cutWidth < 1 || cutHeight < 1 || left + cutWidth > width || top + cutHeight > height) return null
  return { left, top, width: cutWidth, height: cutHeight }
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/**
 * GET /api/seed-image?file=<seed image>&rect=l,t,w,h: a seed image cut to an editor's crop, the
 * way Sanity's CDN honours `rect`, so the embedded mode shows what the Content Lake would. Next's
 * image optimiser resizes the answer like any local image (next.config.ts `localPatterns`).
 */
export async function seedImage(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    return res.status(405).json({ message: 'Method Not Allowed' })
  }
  const { file, rect } = req.query
  const named = typeof file === 'string' ? /^[0-9a-f]+-(\d+)x(\d+)\.(\w+)$/.exec(file) : null
  if (typeof file !== 'string' || !named || !SEED_RASTER_FILE.test(file))
    return res.status(400).json({ errors: [{ field: 'file', message: 'Not a seed image' }] })
  const cut = typeof rect === 'string' ? parseRect(rect, Number(named[1]), Number(named[2])) : null
  if (!cut)
    return res.status(400).json({ errors: [{ field: 'rect', message: 'Not a rect inside the image' }] })
  const images = path.join(path.dirname(defaultDatasetPath()), 'images')
  const original = await readFile(path.join(images, file)).catch(() => null)
  if (!original) return res.status(404).json({ message: 'No such seed image' })
  const body = await sharp(original).extract(cut).toBuffer()
  res.setHeader('Content-Type', TYPES[named[3] ?? ''] ?? 'application/octet-stream')
  // The file name is its content's hash: a cut of it never changes.
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  return res.status(200).end(body)
}
