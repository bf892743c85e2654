import { render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { Field } from './Field'

function renderFields() {
  render(
    <ThemeProvider theme={brands.tours.theme}>
      <Field id="first-name" label="First name" required error="Please enter first name.">
        <input autoComplete="given-name" />
      </Field>
      <Field id="email" label="Email">
        <input type="email" autoComplete="email" />
      </Field>
      <Field id="country" label="Country">
        <select>
          <option>Australia</option>
        </select>
      </Field>
    </ThemeProvider>,
  )
}

it('labels its control and announces its message with it', () => {
  renderFields()
  const firstName = screen.getByRole('textbox', { name: 'First name' })
  expect(firstName).toHaveAttribute('id', 'first-name')
  expect(firstName).toHaveAttribute('aria-required', 'true')
  expect(firstName).toBeInvalid()
  expect(firstName).toHaveAccessibleDescription('Please enter first name.')
})

// WCAG 1.3.5: a checker of input purpose reads the type attribute, not the browser's default.
it('says an input given no type is a text box, and leaves every other control as it is', () => {
  renderFields()
  expect(screen.getByLabelText(/First name/)).toHaveAttribute('type', 'text')
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
  expect(screen.getByLabelText('Country')).not.toHaveAttribute('type')
})
