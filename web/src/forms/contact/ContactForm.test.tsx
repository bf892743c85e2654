import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { CAPTCHA_MESSAGE } from '@/captcha/captchaMessage'
import { ContactForm, SUBMISSION_FAILED } from './ContactForm'
import { fakeFormRoute } from '@/testing/fakeFormRoute'

const { answers, fetchMock } = fakeFormRoute()

function fillAndSend() {
  render(
    <ThemeProvider theme={brands.tours.theme}>
      <ContactForm phoneRegion="AU" idPrefix="contact" />
    </ThemeProvider>,
  )
  fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Mrs' } })
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Margaret' } })
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Okafor' } })
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'margaret@example.com' } })
  fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '0412 345 678' } })
  fireEvent.click(screen.getByLabelText('I’m not a robot (test mode)'))
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
}

const refusal = (status: number, errors: { field?: string; message: string }[]) => ({
  status,
  body: { status, message: errors[0]?.message, errors },
})

describe('the contact form', () => {
  it('sends the values to its route and thanks the visitor once they are stored', async () => {
    fillAndSend()
    expect(await screen.findByRole('dialog', { name: 'Thank You for Reaching Out!' })).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/forms/contact')
    expect(JSON.parse(String(init.body))).toMatchObject({ firstName: 'Margaret', phoneCountry: 'AU' })
  })

  it('sends the captcha token beside the values, and asks for a new tick after a refusal', async () => {
    answers.push(refusal(400, [{ field: 'email', message: 'Email is not valid.' }]))
    fillAndSend()
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Email is not valid.'),
    )
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toMatchObject({
      captchaToken: expect.any(String),
    })
    // The spent token is gone: a new widget, unticked, and a send without it is not made.
    expect(screen.getByLabelText('I’m not a robot (test mode)')).not.toBeChecked()
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'margaret@example.org' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(CAPTCHA_MESSAGE)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("shows a refusal's field messages beside their controls, and no alert", async () => {
    answers.push(refusal(400, [{ field: 'email', message: 'Email is not valid.' }]))
    fillAndSend()
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Email is not valid.'),
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the captcha message for a moment when the server refuses the captcha', async () => {
    jest.useFakeTimers()
    try {
      answers.push(refusal(400, [{ field: 'captchaToken', message: CAPTCHA_MESSAGE }]))
      fillAndSend()
      await act(() => jest.advanceTimersByTimeAsync(0))
      expect(screen.getByRole('alert')).toHaveTextContent(CAPTCHA_MESSAGE)
      await act(() => jest.advanceTimersByTimeAsync(1500))
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
  })

  it('says the send failed when the submission could not be stored', async () => {
    answers.push(refusal(503, [{ message: 'Your submission could not be saved.' }]))
    fillAndSend()
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBMISSION_FAILED)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('says the send failed when no answer came, after retrying', async () => {
    jest.useFakeTimers()
    try {
      answers.push('no answer', 'no answer', 'no answer')
      fillAndSend()
      await act(() => jest.advanceTimersByTimeAsync(2000))
      expect(fetchMock).toHaveBeenCalledTimes(3)
      expect(screen.getByRole('alert')).toHaveTextContent(SUBMISSION_FAILED)
    } finally {
      jest.useRealTimers()
    }
  })
})
