import { firstInvalidControl, revealFirstInvalid } from './revealFirstError'

function formOf(html: string): HTMLElement {
  const form = document.createElement('form')
  form.innerHTML = html
  document.body.replaceChildren(form)
  return form
}

describe('the first control a visitor mends', () => {
  it('is the first control marked invalid, in the order of the page', () => {
    const form = formOf(
      '<input id="a"><select id="b" aria-invalid="true"></select><input id="c" aria-invalid="true">',
    )
    expect(firstInvalidControl(form)?.id).toBe('b')
  })

  it('is, in a refused group of choices, its chosen radio or else its first control', () => {
    const group = (checked: string) =>
      `<fieldset data-invalid><p id="g-error">Choose one</p><input type="radio" id="r1" name="r"><input type="radio" id="r2" name="r" ${checked}></fieldset>`
    expect(firstInvalidControl(formOf(group('checked')))?.id).toBe('r2')
    expect(firstInvalidControl(formOf(group('')))?.id).toBe('r1')
  })

  it('is the message when nothing there takes focus, which then takes it', () => {
    const form = formOf('<input id="ok"><p role="alert" id="rooms">Too many in one room</p>')
    revealFirstInvalid(form)
    expect(document.activeElement?.id).toBe('rooms')
    expect(formOf('<input id="ok">') && firstInvalidControl(document.body)).toBeNull()
  })
})
