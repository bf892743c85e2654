import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { brands, HEADING_STEPS } from '@travel/config'
import { Field } from '@/ui/Field'
import { Heading } from '@/ui/Heading'

// A component the server renders, whose variant a visitor's tap can change or show first, keeps one
// class whatever the variant: a new class of a component the server rendered hands the server's
// style rules over, and the browser restyles the whole page in that tap (theme/serverStyles.ts,
// docs/hydration.md).

function classesOf(children: ReactNode): string[] {
  const { container } = render(<ThemeProvider theme={brands.tours.theme}>{children}</ThemeProvider>)
  return [...container.children].map((element) => element.className)
}

it('gives a heading of every size the same classes, its size on an attribute', () => {
  const classes = classesOf(
    HEADING_STEPS.map((size) => (
      <Heading key={size} level="h2" size={size}>
        {size}
      </Heading>
    )),
  )
  expect(new Set(classes).size).toBe(1)
})

it('gives a wide field and a narrow one the same classes, its width on an attribute', () => {
  const classes = classesOf(
    <>
      <Field id="place" label="Place">
        <input />
      </Field>
      <Field id="note" label="Note" wide>
        <input />
      </Field>
    </>,
  )
  expect(new Set(classes).size).toBe(1)
})
