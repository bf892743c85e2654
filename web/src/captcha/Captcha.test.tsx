import { act, screen } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { Captcha } from './Captcha'
import { TEST_CAPTCHA_TOKEN } from './testToken'

const widget = (onToken: (token: string) => void) => (
  <ThemeProvider theme={brands.tours.theme}>
    <Captcha onToken={onToken} />
  </ThemeProvider>
)

let root: Root | undefined

afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

it("hands over the test widget's token when it was ticked in the server's HTML, before hydration", async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(widget(() => undefined))
  document.body.append(container)
  screen.getByLabelText<HTMLInputElement>('I’m not a robot (test mode)').checked = true
  const onToken = jest.fn()
  await act(async () => {
    root = hydrateRoot(container, widget(onToken))
  })
  expect(onToken).toHaveBeenCalledWith(TEST_CAPTCHA_TOKEN)
})

it('hands over nothing while it is not ticked', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(widget(() => undefined))
  document.body.append(container)
  const onToken = jest.fn()
  await act(async () => {
    root = hydrateRoot(container, widget(onToken))
  })
  expect(onToken).not.toHaveBeenCalled()
})
