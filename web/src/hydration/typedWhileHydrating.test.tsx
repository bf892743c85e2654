import { act, useLayoutEffect, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { watchTypingWhileHydrating } from './typedWhileHydrating'

/** A controlled field that starts from what was read before hydration, as an island's does. */
function Keyword({ start, onCommitted }: { start: string; onCommitted: () => void }) {
  const [value, setValue] = useState(start)
  useLayoutEffect(onCommitted, [onCommitted])
  return (
    <label data-state={value}>
      Destination
      <input name="keyword" value={value} onChange={(event) => setValue(event.target.value)} />
    </label>
  )
}

it('keeps a key pressed while the island hydrates: typed again as it commits, so React has it', async () => {
  const container = document.createElement('div')
  document.body.append(container)
  container.innerHTML = renderToString(<Keyword start="n" onCommitted={() => undefined} />)
  const input = container.querySelector('input')!
  // Read 'n', then the visitor types 'e' before React commits.
  const typing = watchTypingWhileHydrating(container)
  input.value = 'ne'
  input.dispatchEvent(new Event('input', { bubbles: true }))
  await act(async () => {
    hydrateRoot(container, <Keyword start="n" onCommitted={typing.restore} />)
  })
  expect(input.value).toBe('ne')
  expect(container.querySelector('label')!.dataset.state).toBe('ne')
})

it('types nothing again once stopped', async () => {
  const container = document.createElement('div')
  container.innerHTML = '<input name="a" value="x"><textarea name="b">y</textarea>'
  const typing = watchTypingWhileHydrating(container)
  const events: string[] = []
  container.addEventListener('input', (event) => events.push((event.target as HTMLInputElement).name))
  typing.stop()
  const input = container.querySelector('input')!
  input.value = 'xy'
  input.dispatchEvent(new Event('input', { bubbles: true }))
  typing.restore()
  expect(events).toEqual(['a'])
})
