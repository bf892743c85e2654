import { act, useLayoutEffect, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { tellReactWhatWasTyped } from './typedWhileHydrating'

// act() outside Testing Library: tell React this is a test environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

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

/** Server HTML for `read`, the field then showing `onScreen`, and the island hydrated with `read`. */
async function hydrateAfterTyping(read: string, onScreen: string) {
  const container = document.createElement('div')
  document.body.append(container)
  container.innerHTML = renderToString(<Keyword start={read} onCommitted={() => undefined} />)
  const input = container.querySelector('input')!
  input.value = onScreen
  const heard: string[] = []
  container.addEventListener('input', () => heard.push(input.value))
  await act(async () => {
    hydrateRoot(container, <Keyword start={read} onCommitted={() => tellReactWhatWasTyped(container)} />)
  })
  return { input, state: container.querySelector('label')!.dataset.state, heard }
}

it('tells React of a key pressed while the island hydrated, so its next render keeps it', async () => {
  // 'n' was read, then the visitor typed 'e' before React committed.
  const { input, state } = await hydrateAfterTyping('n', 'ne')
  expect(input.value).toBe('ne')
  expect(state).toBe('ne')
})

it('tells React of a field emptied while the island hydrated', async () => {
  const { input, state } = await hydrateAfterTyping('n', '')
  expect(input.value).toBe('')
  expect(state).toBe('')
})

it('types nothing again when React has every key', async () => {
  const { input, state, heard } = await hydrateAfterTyping('new', 'new')
  expect(input.value).toBe('new')
  expect(state).toBe('new')
  expect(heard).toEqual([])
})
