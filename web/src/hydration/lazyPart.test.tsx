import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { lazyPart } from './lazyPart'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

it('loads its code when it first renders in the browser, once', async () => {
  const load = jest.fn(() => Promise.resolve(Greeting))
  const Part = lazyPart(load)
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Part name="Ben" />
      <Part name="Cy" />
    </Suspense>,
  )
  expect(screen.getByText('Loading')).toBeInTheDocument()
  await act(async () => undefined)
  expect(screen.getByText('Hello Ben')).toBeInTheDocument()
  expect(screen.getByText('Hello Cy')).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(1)
})

it('renders at once once preloaded: an island hydrates with its code already there', async () => {
  const Part = lazyPart(() => Promise.resolve(Greeting))
  await Part.preload()
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Part name="Dee" />
    </Suspense>,
  )
  expect(screen.getByText('Hello Dee')).toBeInTheDocument()
  expect(screen.queryByText('Loading')).not.toBeInTheDocument()
})

it('tries a failed download again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting)
  const Part = lazyPart(load)
  await expect(Part.preload()).rejects.toThrow('offline')
  await Part.preload()
  expect(load).toHaveBeenCalledTimes(2)
})
