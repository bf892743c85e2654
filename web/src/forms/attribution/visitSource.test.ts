import { readFileSync } from 'node:fs'
import path from 'node:path'
import { submitForm } from '@/forms/postForm'
import { attributionOf, referrerOf, VISIT_SOURCE_KEY, visitAttribution } from './visitSource'

// The script as browsers run it: the file in public/, as a classic script, on each page.
const visitScript = readFileSync(path.join(__dirname, '../../../public/frontend/visit-source.js'), 'utf8')

function openPage(address: string, referrer = '') {
  window.history.replaceState(null, '', address)
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
  new Function(visitScript)()
}

const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => ({
  status: 201,
  json: async () => ({ id: 'stored-1' }),
}))

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch
})
beforeEach(() => {
  window.sessionStorage.clear()
  fetchMock.mockClear()
})

describe('where a visit came from', () => {
  it("keeps the visit's first page and its utm_*, then goes with every form sent, beside the values", async () => {
    openPage(
      '/offers/spring?utm_source=newsletter&utm_campaign=spring&utm_medium=email&email=ana@example.com',
      'https://mail.example.net/inbox?user=ana',
    )
    openPage('/contact-us?utm_source=other', `${window.location.origin}/offers/spring?utm_source=newsletter`)
    expect(visitAttribution()).toEqual({
      landingPage: '/offers/spring',
      referrer: 'https://mail.example.net',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
    })

    await submitForm('/api/forms/contact', { email: 'a@b.co' }, { captchaToken: 't' })
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1].body)) as Record<string, unknown>
    expect(body).toEqual({
      email: 'a@b.co',
      captchaToken: 't',
      attribution: expect.objectContaining({ landingPage: '/offers/spring', utmCampaign: 'spring' }),
    })
    expect(JSON.stringify(body)).not.toContain('ana@example.com')
  })

  it('sends nothing where the browser kept nothing, or something unreadable', async () => {
    expect(visitAttribution()).toBeNull()
    window.sessionStorage.setItem(VISIT_SOURCE_KEY, '{not json')
    expect(visitAttribution()).toBeNull()
    await submitForm('/api/forms/contact', { email: 'a@b.co' })
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ email: 'a@b.co' })
  })

  it('names another site by its origin, and one of ours by its address without the query', () => {
    const origin = 'https://wayfarertours.com.au'
    expect(referrerOf('https://www.google.com/search?q=ana', origin)).toBe('https://www.google.com')
    expect(referrerOf(`${origin}/tours/japan?name=ana#top`, origin)).toBe(`${origin}/tours/japan`)
    expect(referrerOf('android-app://com.google.android.gm/', origin)).toBeUndefined()
    expect(referrerOf('not a url', origin)).toBeUndefined()
  })

  it('leaves out a part too long to send, and keeps the rest for the route to check', () => {
    expect(
      attributionOf(
        {
          path: '/offers',
          search: `?utm_source=${'x'.repeat(300)}&utm_term=golf%0Aday&utm_content=banner`,
          referrer: '',
        },
        'https://wayfarertours.com.au',
      ),
    ).toEqual({ landingPage: '/offers', utmTerm: 'golf\nday', utmContent: 'banner' })
  })
})
