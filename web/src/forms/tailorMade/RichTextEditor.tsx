import { useEffect, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import type { Squire } from './squireEditor'
import { focusRing } from '@/theme/focusRing'
import { typeStep } from '@/theme/typeStep'

type Props = {
  /** The editable element's id (from the form's id prefix, not useId: see ui/Field.tsx). */
  id: string
  label: string
  hint?: string
  /** Read once, when the editor mounts. */
  initialHtml: string
  /** The content as HTML, each time it changes; '' when the editor holds no text. */
  onChange: (html: string) => void
  /** Ids of further descriptions (an error message), announced after the hint. */
  describedBy?: string
  invalid?: boolean
}

type Formats = { bold: boolean; italic: boolean; list: 'UL' | 'OL' | null }
const NO_FORMATS: Formats = { bold: false, italic: false, list: null }

/**
 * A small rich-text field (bold, italic, lists) built on Squire. Tab leaves it, as it leaves a
 * textarea. The server renders the empty, labelled element; Squire fills it in the browser.
 */
export function RichTextEditor({ id, label, hint, initialHtml, onChange, describedBy, invalid }: Props) {
  const labelId = `${id}-label`
  const hintId = `${id}-hint`
  const description = [hint ? hintId : undefined, describedBy].filter(Boolean).join(' ') || undefined
  const editable = useRef<HTMLDivElement>(null)
  const [editor, setEditor] = useState<Squire | null>(null)
  const [formats, setFormats] = useState(NO_FORMATS)
  const [firstHtml] = useState(initialHtml)
  const latestOnChange = useRef(onChange)
  useEffect(() => {
    latestOnChange.current = onChange
  }, [onChange])

  useEffect(() => {
    const root = editable.current
    if (!root) return
    let created: Squire | undefined
    let unmounted = false
    // Eager: no chunk of its own (it comes with this one), but run only here, in the browser.
    void import(/* webpackMode: "eager" */ './squireEditor').then(({ createSquireEditor, editorHtml }) => {
      if (unmounted) return
      const squire = createSquireEditor(root, firstHtml)
      created = squire
      let lastHtml = editorHtml(squire)
      squire.addEventListener('input', () => {
        const html = editorHtml(squire)
        if (html === lastHtml) return
        lastHtml = html
        latestOnChange.current(html)
      })
      const showFormats = () => setFormats((current) => sameOr(current, formatsAtSelection(squire)))
      // Squire tells of each new caret or selection. Not 'pathChange': it comes only when the
      // path string changes, and a selection of all the text can keep the root's (empty) path
      // while it becomes a list.
      squire.addEventListener('cursor', showFormats)
      squire.addEventListener('select', showFormats)
      showFormats()
      setEditor(squire)
    })
    return () => {
      unmounted = true
      created?.destroy()
    }
  }, [firstHtml])

  const toggleList = (type: 'UL' | 'OL') => {
    if (formats.list === type) editor?.removeList()
    else if (type === 'UL') editor?.makeUnorderedList()
    else editor?.makeOrderedList()
  }
  return (
    <Wrapper>
      {/* Clicking the label focuses the editor, as a <label> does for an input (a contenteditable
          element cannot be a <label>'s control). Keyboard users reach the editor with Tab. */}
      <LabelText id={labelId} onClick={() => editor?.focus()}>
        {label}
      </LabelText>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <ToolbarRow role="group" aria-label={`${label}: formatting`}>
        <ToolButton
          pressed={formats.bold}
          onPress={() => (formats.bold ? editor?.removeBold() : editor?.bold())}
        >
          <strong>Bold</strong>
        </ToolButton>
        <ToolButton
          pressed={formats.italic}
          onPress={() => (formats.italic ? editor?.removeItalic() : editor?.italic())}
        >
          <em>Italic</em>
        </ToolButton>
        <ToolButton pressed={formats.list === 'UL'} onPress={() => toggleList('UL')}>
          Bulleted list
        </ToolButton>
        <ToolButton pressed={formats.list === 'OL'} onPress={() => toggleList('OL')}>
          Numbered list
        </ToolButton>
      </ToolbarRow>
      <Editable
        ref={editable}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={description}
        aria-invalid={invalid || undefined}
      />
    </Wrapper>
  )
}

function formatsAtSelection(squire: Squire): Formats {
  return { bold: squire.hasFormat('B'), italic: squire.hasFormat('I'), list: listAtSelectionStart(squire) }
}

/** The innermost list where the caret or selection starts (a selection of everything may start
 * between the root's children, before the list). */
function listAtSelectionStart(squire: Squire): Formats['list'] {
  const { startContainer, startOffset } = squire.getSelection()
  let node: Node | null = startContainer.childNodes[startOffset] ?? startContainer
  while (node && node !== squire.getRoot()) {
    if (node.nodeName === 'UL' || node.nodeName === 'OL') return node.nodeName
    node = node.parentNode
  }
  return null
}

const sameOr = (current: Formats, next: Formats) =>
  current.bold === next.bold && current.italic === next.italic && current.list === next.list ? current : next

function ToolButton({
  pressed,
  onPress,
  children,
}: {
  pressed: boolean
  onPress: () => void
  children: ReactNode
}) {
  return (
    <ToolButtonStyle
      type="button"
      aria-pressed={pressed}
      // A mouse click leaves the focus (and the caret) in the editor; Space/Enter work as usual.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </ToolButtonStyle>
  )
}

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
  grid-column: 1 / -1;
`

const LabelText = styled.div`
  font-weight: 600;
  cursor: default;
`

// theme.colors.muted on the background: at least 4.5:1 in every brand theme.
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  ${typeStep('small')}
`

const ToolbarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`

const ToolButtonStyle = styled.button`
  font: inherit;
  ${typeStep('small')}
  padding: 0.3rem 0.7rem;
  min-height: 2.25rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`

const Editable = styled.div`
  min-height: 8rem;
  padding: 0.7rem 0.8rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  /* A text field shows its focus however it was reached (mouse too), as inputs do. */
  &:focus {
    ${focusRing}
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
  p,
  ul,
  ol {
    margin: 0 0 0.5rem;
  }
  ul,
  ol {
    padding-left: 1.5rem;
  }
`
