import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { CareerForm } from './CareerForm'

const TICK = 'I’m not a robot (test mode)'
const CV = 'Your CV (PDF, DOC or DOCX, up to 10 MB)'
const NAME_OF_CV = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf'

type Answer = { status: number; body: unknown }
let answers: (Answer | Promise<Answer>)[] = []
/** Each pass the upload route gives, in order: `pass-1…`, `pass-2…` (24 characters). */
let passesGiven = 0
const fetchMock = jest.fn(async (url: string, _init: RequestInit) => {
  const answer: Answer = url.endsWith('/passes')
    ? { status: 201, body: { pass: `pass-${++passesGiven}`.padEnd(24, 'x') } }
    : await (answers.shift() ?? { status: 201, body: { id: 'stored' } })
  return { ok: answer.status < 300, status: answer.status, json: async () => answer.body }
})
/** The calls to the form's and the upload's routes, without the passes asked for. */
const sent = () => fetchMock.mock.calls.filter(([url]) => !url.endsWith('/passes'))

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch
})
beforeEach(() => {
  fetchMock.mockClear()
  answers = []
  render(
    <ThemeProvider theme={brands.tours.theme}>
      <CareerForm idPrefix="career" />
    </ThemeProvider>,
  )
})

const chooseCv = () =>
  act(async () => {
    fireEvent.change(screen.getByLabelText(/Your CV/), {
      target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] },
    })
  })
const fill = () => {
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Mele' } })
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Tupou' } })
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'mele@example.com' } })
}
const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Submit' })))
const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join('')
const statusText = () =>
  screen
    .getAllByRole('status')
    .map((status) => status.textContent)
    .join('')

it('says a refused upload failed, with its reason, and never that it was done', async () => {
  answers.push({ status: 415, body: { message: 'Please upload a PDF, DOC or DOCX file.' } })
  await chooseCv()
  expect(alertText()).toContain('Upload failed')
  expect(alertText()).toContain('Please upload a PDF, DOC or DOCX file.')
  expect(statusText()).not.toContain('Upload your CV done!')
})

it('refuses to send while the CV uploads, then sends the stored name it got (never a URL), and thanks once stored', async () => {
  fill()
  fireEvent.click(screen.getByLabelText(TICK))
  let answerUpload: (answer: Answer) => void = () => {}
  answers.push(new Promise<Answer>((resolve) => (answerUpload = resolve)))
  await chooseCv()
  expect(screen.getByLabelText(CV, { exact: false })).toHaveAttribute('aria-busy', 'true')
  await send()
  expect(alertText()).toBe('Something went wrong.Please waiting upload your CV.×')

  await act(async () =>
    answerUpload({
      status: 201,
      body: { name: NAME_OF_CV, url: `http://tours.localhost/api/uploads/cv/${NAME_OF_CV}` },
    }),
  )
  expect(within(screen.getAllByRole('status')[0]!).getByText('Upload your CV done!')).toBeInTheDocument()
  // One toast at a time.
  expect(alertText()).toBe('')

  await send()
  expect(statusText()).toContain('We will contact you soon')
  expect(statusText()).not.toContain('Upload your CV done!')
  const [, init] = sent().at(-1)!
  expect(JSON.parse(String(init.body))).toEqual({
    firstName: 'Mele',
    lastName: 'Tupou',
    email: 'mele@example.com',
    document: NAME_OF_CV,
    captchaToken: 'test-captcha-token',
    website: '',
  })
})

it('asks for the captcha first, then the CV', async () => {
  fill()
  await send()
  expect(alertText()).toContain('Please complete the reCAPTCHA.')
  fireEvent.click(screen.getByLabelText(TICK))
  await send()
  expect(alertText()).toContain('Please upload your CV.')
  expect(fetchMock).not.toHaveBeenCalled()
})

it('uploads with the pass the upload route gave, and asks for a new one once when it is refused', async () => {
  answers.push({ status: 201, body: { name: NAME_OF_CV } })
  await chooseCv()
  const [path, init] = sent().at(-1)!
  expect(path).toBe('/api/uploads/cv')
  const firstPass = (init.headers as Record<string, string>)['upload-pass']
  expect(firstPass).toMatch(/^pass-\d+x+$/)

  // The pass expired (or the visitor's address changed): the file goes again, with a new pass.
  answers.push({ status: 403, body: { message: 'Please reload the page and choose your file again.' } })
  answers.push({ status: 201, body: { name: NAME_OF_CV } })
  await chooseCv()
  const [again, retried] = sent()
    .slice(-2)
    .map(([, sentInit]) => sentInit.headers as Record<string, string>)
  expect(again!['upload-pass']).toBe(firstPass)
  expect(retried!['upload-pass']).not.toBe(firstPass)
  expect(statusText()).toContain('Upload your CV done!')
})
