import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { RichTextEditor } from './RichTextEditor'

// jsdom knows the contenteditable attribute but not these two properties, which Squire reads to
// find its root (as a browser gives them; Squire's own tests fill in the second the same way).
beforeAll(() => {
  Object.defineProperties(HTMLElement.prototype, {
    contentEditable: {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('contenteditable') ?? 'inherit'
      },
    },
    isContentEditable: {
      configurable: true,
      get(this: HTMLElement) {
        return this.closest('[contenteditable]')?.getAttribute('contenteditable') === 'true'
      },
    },
  })
})

async function renderEditor(initialHtml = '') {
  const onChange = jest.fn<void, [string]>()
  render(
    <ThemeProvider theme={brands.tours.theme}>
      <RichTextEditor
        id="tour-details"
        label="Tell us more"
        hint="Optional"
        initialHtml={initialHtml}
        onChange={onChange}
        describedBy="tour-details-error"
        invalid
      />
      <p id="tour-details-error">Too long.</p>
    </ThemeProvider>,
  )
  const textbox = screen.getByRole('textbox', { name: 'Tell us more' })
  // Squire takes the element over in an effect, once its module has loaded.
  await waitFor(() => expect(textbox).toHaveAttribute('contenteditable', 'true'))
  return { onChange, textbox }
}

/** Selects from `start` to `end` as a browser does, telling Squire as a browser would. */
function select(start: Node, startOffset: number, end: Node, endOffset: number) {
  window.getSelection()!.setBaseAndExtent(start, startOffset, end, endOffset)
  document.dispatchEvent(new Event('selectionchange'))
}

function textNodes(element: HTMLElement): Text[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  const nodes: Text[] = []
  while (walker.nextNode()) nodes.push(walker.currentNode as Text)
  return nodes
}

/** jsdom does no editing, so this does a browser's part of typing into the empty editor: the
 * text goes into its paragraph, with the caret after it. Squire sees the change as it does in a
 * browser (its MutationObserver). */
async function type(textbox: HTMLElement, text: string) {
  await act(async () => {
    textbox.focus()
    const typed = document.createTextNode(text)
    textbox.querySelector('p')!.prepend(typed)
    select(typed, text.length, typed, text.length)
  })
}

async function selectAll(textbox: HTMLElement) {
  await act(async () => {
    textbox.focus()
    const texts = textNodes(textbox)
    const last = texts[texts.length - 1]!
    select(texts[0]!, 0, last, last.length)
  })
}

async function paste(textbox: HTMLElement, html: string) {
  await act(async () => {
    textbox.focus()
    fireEvent.paste(textbox, {
      clipboardData: { types: ['text/html'], getData: (type: string) => (type === 'text/html' ? html : '') },
    })
  })
}

const lastHtml = (onChange: jest.Mock<void, [string]>) => onChange.mock.lastCall?.[0]

describe('the rich-text editor', () => {
  it('is a labelled multi-line textbox, described by its hint and error', async () => {
    const { textbox } = await renderEditor()
    expect(textbox).toHaveAttribute('aria-multiline', 'true')
    expect(textbox).toHaveAttribute('id', 'tour-details')
    expect(textbox).toHaveAccessibleDescription('Optional Too long.')
    expect(textbox).toHaveAttribute('aria-invalid', 'true')
  })

  it('gives the typed text as HTML', async () => {
    const { textbox, onChange } = await renderEditor()
    await type(textbox, 'Two weeks in Kyoto')
    expect(lastHtml(onChange)).toMatch(/^<p>Two weeks in Kyoto(<br>)?<\/p>$/)
  })

  it('shows the initial HTML, without reporting it as a change', async () => {
    const { textbox, onChange } = await renderEditor('<p>Already <strong>booked</strong></p>')
    expect(textbox).toHaveTextContent('Already booked')
    expect(textbox.querySelector('b, strong')).toHaveTextContent('booked')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('makes the selection bold with the Bold button, which then shows as pressed', async () => {
    const { textbox, onChange } = await renderEditor()
    await type(textbox, 'Private guide')
    await selectAll(textbox)
    const bold = screen.getByRole('button', { name: 'Bold' })
    expect(bold).toHaveAttribute('aria-pressed', 'false')
    // fireEvent returns false when a handler called preventDefault: the editor keeps the focus.
    expect(fireEvent.mouseDown(bold)).toBe(false)
    await act(async () => fireEvent.click(bold))
    expect(lastHtml(onChange)).toMatch(/^<p><b>Private guide<\/b>(<br>)?<\/p>$/)
    expect(bold).toHaveAttribute('aria-pressed', 'true')
  })

  it('makes the selection italic with Ctrl+I', async () => {
    const { textbox, onChange } = await renderEditor()
    await type(textbox, 'Slow travel')
    await selectAll(textbox)
    await act(async () => fireEvent.keyDown(textbox, { key: 'i', code: 'KeyI', ctrlKey: true }))
    expect(lastHtml(onChange)).toMatch(/^<p><i>Slow travel<\/i>(<br>)?<\/p>$/)
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('turns the paragraph into a bulleted list and back', async () => {
    const { textbox, onChange } = await renderEditor()
    await type(textbox, 'Kyoto')
    // Everything, as the editing root's children (a selection whose path stays the root's).
    await act(async () => {
      window.getSelection()!.selectAllChildren(textbox)
      document.dispatchEvent(new Event('selectionchange'))
    })
    const bulleted = screen.getByRole('button', { name: 'Bulleted list' })
    await act(async () => fireEvent.click(bulleted))
    expect(lastHtml(onChange)).toMatch(/^<ul><li>Kyoto(<br>)?<\/li><\/ul>$/)
    expect(bulleted).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'false')
    await act(async () => fireEvent.click(bulleted))
    expect(lastHtml(onChange)).toMatch(/^<p>Kyoto(<br>)?<\/p>$/)
    expect(bulleted).toHaveAttribute('aria-pressed', 'false')
  })

  it("gives '' once its text is deleted", async () => {
    const { textbox, onChange } = await renderEditor('<ul><li>Already booked</li></ul>')
    await selectAll(textbox)
    await act(async () => fireEvent.keyDown(textbox, { key: 'Backspace', code: 'Backspace' }))
    expect(textbox).toHaveTextContent('')
    expect(onChange).toHaveBeenLastCalledWith('')
  })

  it('lets Tab leave the editor, even at the start of a list item (no focus trap)', async () => {
    const { textbox } = await renderEditor('<ul><li>Kyoto</li></ul>')
    const item = textNodes(textbox)[0]!
    await act(async () => {
      textbox.focus()
      select(item, 0, item, 0)
    })
    // fireEvent returns false when a handler called preventDefault.
    expect(fireEvent.keyDown(textbox, { key: 'Tab', code: 'Tab' })).toBe(true)
    expect(fireEvent.keyDown(textbox, { key: 'Tab', code: 'Tab', shiftKey: true })).toBe(true)
    expect(textbox.querySelectorAll('ul')).toHaveLength(1)
  })

  it('focuses the editor, caret and all, when its label is clicked', async () => {
    const { textbox } = await renderEditor('<p>Kyoto</p>')
    expect(textbox).not.toHaveFocus()
    await act(async () => fireEvent.click(screen.getByText('Tell us more')))
    expect(textbox).toHaveFocus()
    expect(textbox.contains(window.getSelection()!.anchorNode)).toBe(true)
  })

  it('lets no script, image or attribute in, pasted or initial', async () => {
    const unsafe =
      '<p onclick="alert(1)">Kyoto<img src=x onerror="alert(2)"><script>alert(3)</script>' +
      '<b style="color: red">Nara</b></p>'
    const { textbox, onChange } = await renderEditor(unsafe)
    expect(textbox).toHaveTextContent('KyotoNara')
    expect(textbox.querySelector('img, script, [onclick], [style]')).toBeNull()
    await paste(textbox, unsafe)
    expect(textbox).toHaveTextContent('KyotoNaraKyotoNara')
    expect(textbox.querySelector('img, script, [onclick], [style]')).toBeNull()
    expect(lastHtml(onChange)).not.toMatch(/img|script|alert|onclick|style/)
  })

  it('gives pasted lines as paragraphs, which the server keeps apart (it drops divs)', async () => {
    const { textbox, onChange } = await renderEditor()
    await paste(textbox, '<div>Kyoto</div><div>Nara</div>')
    expect(lastHtml(onChange)).toMatch(/^<p>Kyoto(<br>)?<\/p><p>Nara(<br>)?<\/p>$/)
  })
})
