import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { CAPTCHA_MESSAGE } from '@/captcha/captchaMessage'
import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import { CmsForm } from './CmsForm'
import type { FormDefinition } from '@/forms/fields/definition'
import { fakeFormRoute } from '@/testing/fakeFormRoute'

const TICK = 'I’m not a robot (test mode)'

function definition(captcha: boolean) {
  return {
    _id: 'form-test',
    title: 'Test',
    submitButtonLabel: 'Send',
    captcha,
    confirmationType: 'message',
    confirmationMessage: null,
    redirectUrl: null,
    fields: [
      {
        _key: 'a',
        _type: 'emailField',
        name: 'email',
        label: 'Email',
        required: true,
        width: 100,
        defaultValue: null,
        rows: null,
        options: null,
        message: null,
      },
    ],
  } as unknown as FormDefinition
}

const { answers, fetchMock } = fakeFormRoute()

function renderForm(captcha: boolean) {
  render(
    <ThemeProvider theme={brands.tours.theme}>
      <CmsForm definition={definition(captcha)} idPrefix="form" />
    </ThemeProvider>,
  )
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ana@example.com' } })
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }))
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)))
const submissionData = [{ field: 'email', value: 'ana@example.com' }]

describe('a CMS form that asks for a captcha', () => {
  it("sends the token beside spec 01's body", async () => {
    renderForm(true)
    fireEvent.click(screen.getByLabelText(TICK))
    send()
    expect(await screen.findByRole('status')).toBeInTheDocument()
    // The honeypot every form carries travels beside the values, empty (InvisibleBrake.tsx).
    expect(sentBodies()).toEqual([
      { form: 'form-test', submissionData, captchaToken: TEST_CAPTCHA_TOKEN, website: '' },
    ])
  })

  it('shows the captcha message, and sends nothing, until the captcha is ticked', async () => {
    renderForm(true)
    send()
    expect(await screen.findByRole('alert')).toHaveTextContent(CAPTCHA_MESSAGE)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks for the captcha again after a refusal: a token is good for one check only', async () => {
    answers.push({
      status: 400,
      body: {
        status: 400,
        message: CAPTCHA_MESSAGE,
        errors: [{ field: 'captchaToken', message: CAPTCHA_MESSAGE }],
      },
    })
    renderForm(true)
    fireEvent.click(screen.getByLabelText(TICK))
    send()
    expect(await screen.findByRole('alert')).toHaveTextContent(`400: ${CAPTCHA_MESSAGE}`)
    expect(screen.getByLabelText(TICK)).not.toBeChecked()
    fireEvent.click(screen.getByLabelText(TICK))
    send()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
  })
})

describe('a CMS form with its captcha switched off', () => {
  it("shows no captcha and sends spec 01's body with the invisible brake beside it", async () => {
    renderForm(false)
    expect(screen.queryByLabelText(TICK)).not.toBeInTheDocument()
    send()
    expect(await screen.findByRole('status')).toBeInTheDocument()
    // The invisible brake instead: the test token (no v3 key here) and the empty honeypot.
    expect(sentBodies()).toEqual([
      { form: 'form-test', submissionData, captchaToken: TEST_CAPTCHA_TOKEN, website: '' },
    ])
  })
})

describe('a CMS form whose send fails', () => {
  it("shows '{status}: {message}' for a refusal, and its field messages beside the controls", async () => {
    answers.push({
      status: 400,
      body: {
        status: 400,
        message: 'Please correct the highlighted fields.',
        errors: [{ field: 'email', message: 'Please enter a valid email address.' }],
      },
    })
    renderForm(false)
    send()
    expect(await screen.findByRole('alert')).toHaveTextContent('400: Please enter a valid email address.')
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Please enter a valid email address.')
  })

  it("shows 'Something went wrong.' when no answer came, and asks for the captcha again", async () => {
    jest.useFakeTimers()
    try {
      answers.push('no answer', 'no answer', 'no answer')
      renderForm(true)
      fireEvent.click(screen.getByLabelText(TICK))
      send()
      await act(() => jest.advanceTimersByTimeAsync(2000))
      expect(fetchMock).toHaveBeenCalledTimes(3)
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.')
      // The server may have spent the token before the answer was lost.
      expect(screen.getByLabelText(TICK)).not.toBeChecked()

      // The resend carries a new token and the first send's Idempotency-Key (a stored copy is found).
      answers.push({ status: 201, body: { id: 'stored' } })
      fireEvent.click(screen.getByLabelText(TICK))
      send()
      await act(() => jest.advanceTimersByTimeAsync(0))
      const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init.headers).get('idempotency-key'))
      expect(new Set(keys).size).toBe(1)
      expect(fetchMock).toHaveBeenCalledTimes(4)
    } finally {
      jest.useRealTimers()
    }
  })

  it('shows the loading message once the send has taken a second', async () => {
    jest.useFakeTimers()
    try {
      fetchMock.mockImplementationOnce(() => new Promise(() => {}))
      renderForm(false)
      send()
      await act(() => jest.advanceTimersByTimeAsync(999))
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
      await act(() => jest.advanceTimersByTimeAsync(1))
      expect(screen.getByRole('status')).toHaveTextContent('Loading, please wait...')
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
    } finally {
      jest.useRealTimers()
    }
  })
})

describe('a CMS form with a field filled from the link', () => {
  const voyageForm = () => {
    const form = definition(false)
    return {
      ...form,
      fields: [
        ...(form.fields ?? []),
        {
          ...form.fields![0]!,
          _key: 'v',
          _type: 'textField',
          name: 'voyage',
          label: 'Voyage',
          fillFromLink: true,
        },
      ],
    } as unknown as FormDefinition
  }
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('keeps what the visitor typed before it came to life over what the link gives', async () => {
    window.history.replaceState(null, '', '/enquire?voyage=Danube+Serenade')
    render(
      <ThemeProvider theme={brands.tours.theme}>
        <CmsForm definition={voyageForm()} idPrefix="form" entered={{ voyage: 'Mekong', email: '' }} />
      </ThemeProvider>,
    )
    await act(() => Promise.resolve())
    expect(screen.getByLabelText(/Voyage/)).toHaveValue('Mekong')
  })

  it('fills it from the link once live', async () => {
    window.history.replaceState(null, '', '/enquire?voyage=Danube+Serenade')
    render(
      <ThemeProvider theme={brands.tours.theme}>
        <CmsForm definition={voyageForm()} idPrefix="form" entered={{ voyage: '', email: '' }} />
      </ThemeProvider>,
    )
    await waitFor(() => expect(screen.getByLabelText(/Voyage/)).toHaveValue('Danube Serenade'))
  })
})
