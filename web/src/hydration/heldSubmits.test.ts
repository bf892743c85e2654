import { readFileSync } from 'node:fs'
import path from 'node:path'
import { takeHeldSubmit } from './heldSubmits'

// The hold script as browsers run it: the file in public/, as a classic script.
const holdScript = readFileSync(path.join(__dirname, '../../public/frontend/hold-submits.js'), 'utf8')
new Function(holdScript)()

function send(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true })
  form.dispatchEvent(event)
  return event.defaultPrevented
}

function islandWithForm(): { island: HTMLDivElement; form: HTMLFormElement } {
  const island = document.createElement('div')
  island.setAttribute('data-form-island', '')
  const form = document.createElement('form')
  island.append(form)
  document.body.append(island)
  return { island, form }
}

afterEach(() => {
  document.body.innerHTML = ''
  window.__heldSubmits = []
})

describe('a send before the page’s scripts run', () => {
  it('is stopped and kept for its island, which takes it once React listens; later sends pass', () => {
    const { island, form } = islandWithForm()

    expect(send(form)).toBe(true)
    expect(send(form)).toBe(true)
    expect(takeHeldSubmit(island)).toBe(form)
    expect(window.__heldSubmits).toEqual([])

    // React's own handlers have the sends now.
    expect(send(form)).toBe(false)
    expect(window.__heldSubmits).toEqual([])
  })

  it('stays with its own island', () => {
    const first = islandWithForm()
    const second = islandWithForm()
    send(first.form)
    send(second.form)

    expect(takeHeldSubmit(second.island)).toBe(second.form)
    expect(window.__heldSubmits).toEqual([first.form])
    expect(takeHeldSubmit(first.island)).toBe(first.form)
  })

  it('leaves forms outside any island alone', () => {
    const form = document.createElement('form')
    document.body.append(form)

    expect(send(form)).toBe(false)
    expect(window.__heldSubmits).toEqual([])
  })

  it('gives an island with nothing held nothing', () => {
    expect(takeHeldSubmit(islandWithForm().island)).toBeNull()
  })
})
