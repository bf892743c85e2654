/** @jest-environment node */
import sharp from 'sharp'
import { startApiServer } from '@/testing/apiServer'
import { seedImage } from './seedImage'

// The seed's about-us picture, 1200 × 1200, cut to the editor's 3:2 band.
const FILE = '20dad227746d577fc4e77a226afa9ff7495e8d47-1200x1200.jpg'

let server: Awaited<ReturnType<typeof startApiServer>>
beforeAll(async () => {
  server = await startApiServer(seedImage)
})
afterAll(() => server.close())

it("answers a seed image cut to the crop's rect, as Sanity's CDN would", async () => {
  const response = await fetch(`${server.origin}/api/seed-image?file=${FILE}&rect=0,120,1200,800`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/jpeg')
  const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
  expect({ width, height }).toEqual({ width: 1200, height: 800 })
})

it.each([
  ['a path out of the folder', `file=..%2F..%2Fdataset.ndjson&rect=0,0,1,1`, 'file'],
  ['an SVG', 'file=027b0e3b98b076b6d1ada7530912533b8d780e49-360x120.svg&rect=0,0,10,10', 'file'],
  ['a rect beyond the image', `file=${FILE}&rect=0,500,1200,800`, 'rect'],
  ['no rect', `file=${FILE}`, 'rect'],
  ['a rect that is not four numbers', `file=${FILE}&rect=0,0,-5,10`, 'rect'],
])('refuses %s with 400', async (_case, query, field) => {
  const answer = await server.call(`/api/seed-image?${query}`)
  expect(answer.status).toBe(400)
  expect(answer.body).toMatchObject({ errors: [{ field }] })
})

it('answers 404 for a well-formed name that is no seed image', async () => {
  const answer = await server.call(`/api/seed-image?file=abc-100x100.jpg&rect=0,0,10,10`)
  expect(answer.status).toBe(404)
})
