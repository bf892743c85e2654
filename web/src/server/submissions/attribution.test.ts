import { takeAttribution } from './attribution'

describe('where the visit came from, as the route keeps it', () => {
  it('takes it off the body, and keeps each part the schema allows', () => {
    const { body, attribution } = takeAttribution({
      email: 'a@b.co',
      attribution: {
        landingPage: '/offers',
        referrer: 'https://mail.example.net',
        utmTerm: 'golf\nday',
        utmSource: 'x'.repeat(201),
        utmContent: 'banner',
        visitor: 'ana@example.com',
      },
    })
    expect(body).toEqual({ email: 'a@b.co' })
    expect(attribution).toEqual({
      landingPage: '/offers',
      referrer: 'https://mail.example.net',
      utmContent: 'banner',
    })
  })

  it('drops an address that is no path or origin, and what is not an attribution at all', () => {
    expect(
      takeAttribution({ attribution: { landingPage: '//evil.example', referrer: 'https://a.b/?q=ana' } }),
    ).toEqual({ body: {}, attribution: null })
    expect(takeAttribution({ attribution: 'utm_source=x' })).toEqual({ body: {}, attribution: null })
    expect(takeAttribution({ email: 'a@b.co' })).toEqual({ body: { email: 'a@b.co' }, attribution: null })
  })
})
