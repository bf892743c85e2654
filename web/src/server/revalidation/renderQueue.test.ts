/** @jest-environment node */
import {
  MAX_WAIT_SECONDS,
  preferredWaitSeconds,
  renderAgain,
  rendersSettled,
  RENDERS_AT_ONCE,
} from './renderQueue'

/** A render that records each path and waits until released. */
function heldRenders() {
  const rendered: string[] = []
  const releases: (() => void)[] = []
  const render = (path: string) =>
    new Promise<void>((resolve) => {
      rendered.push(path)
      releases.push(resolve)
    })
  const releaseAll = async () => {
    // Each release lets a lane take its next path, which may be held in turn.
    while (releases.length > 0) {
      for (const release of releases.splice(0)) release()
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  return { rendered, render, releaseAll }
}

afterEach(() => jest.restoreAllMocks())

const paths = (count: number, prefix = '/p') =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}`)

describe('renderAgain', () => {
  it('renders a path once when two publishes name it while it waits', async () => {
    const { rendered, render, releaseAll } = heldRenders()
    renderAgain(paths(RENDERS_AT_ONCE + 2), render)
    renderAgain(['/p9', '/p8', '/other'], render)
    await releaseAll()
    await rendersSettled()
    expect(rendered).toEqual([...paths(RENDERS_AT_ONCE + 2), '/other'])
  })

  it('renders a path again when a publish names it while it is being rendered', async () => {
    const { rendered, render, releaseAll } = heldRenders()
    renderAgain(['/a'], render)
    expect(rendered).toEqual(['/a'])
    renderAgain(['/a'], render)
    await releaseAll()
    await rendersSettled()
    expect(rendered).toEqual(['/a', '/a'])
  })

  it('logs a page that fails to render and renders the others', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const rendered: string[] = []
    renderAgain(paths(RENDERS_AT_ONCE * 2), async (path) => {
      if (path === '/p3') throw new Error('the page failed')
      rendered.push(path)
    })
    await rendersSettled()
    expect(rendered).toEqual(paths(RENDERS_AT_ONCE * 2).filter((path) => path !== '/p3'))
    expect(logged).toHaveBeenCalledWith('Could not render /p3 again after a publish', expect.any(Error))
  })

  it('resolves for a publish once each path it named is rendered, one it shares with an earlier publish too', async () => {
    const { rendered, render, releaseAll } = heldRenders()
    let firstDone = false
    let secondDone = false
    void renderAgain(paths(RENDERS_AT_ONCE + 1), render).then(() => (firstDone = true))
    // '/p8' waits behind the eight being rendered: the second publish waits for it too.
    void renderAgain(['/p8'], render).then(() => (secondDone = true))
    await new Promise((resolve) => setImmediate(resolve))
    expect([firstDone, secondDone]).toEqual([false, false])
    await releaseAll()
    await rendersSettled()
    expect([firstDone, secondDone]).toEqual([true, true])
    expect(rendered.filter((path) => path === '/p8')).toHaveLength(1)
  })

  it('is settled when nothing waits', async () => {
    await expect(rendersSettled()).resolves.toBeUndefined()
  })
})

describe('preferredWaitSeconds', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['respond-async', 0],
    ['wait=60', 60],
    ['respond-async, wait=10', 10],
    ['wait="5"', 5],
    [['handling=lenient', 'wait=7'], 7],
    ['await=9', 0],
    [`wait=${MAX_WAIT_SECONDS * 10}`, MAX_WAIT_SECONDS],
  ])('reads %j as %d seconds', (header, seconds) => {
    expect(preferredWaitSeconds(header)).toBe(seconds)
  })
})
