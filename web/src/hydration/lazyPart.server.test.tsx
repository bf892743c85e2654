/** @jest-environment node */
import { prerenderToNodeStream } from 'react-dom/static'
import { text } from 'node:stream/consumers'
import { lazyPart } from './lazyPart'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

it('is in the server HTML without being loaded first: the server waits for its code', async () => {
  const Part = lazyPart(
    () => new Promise<typeof Greeting>((resolve) => setTimeout(() => resolve(Greeting), 20)),
  )
  const { prelude } = await prerenderToNodeStream(
    <main>
      <Part name="Ana" />
    </main>,
  )
  expect(await text(prelude)).toBe('<main><p>Hello <!-- -->Ana</p></main>')
})
