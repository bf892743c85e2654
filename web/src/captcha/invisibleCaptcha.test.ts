import { HONEYPOT_FIELD } from './invisibleBrake'
import { TEST_CAPTCHA_TOKEN } from './testToken'

type Module = typeof import('./invisibleCaptcha')

/** A fresh module (no script loaded yet), in a build with this v3 site key (or none). */
function withSiteKey(key: string | undefined): Module {
  if (key === undefined) delete process.env.NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY
  else process.env.NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY = key
  let loaded: Module | undefined
  jest.isolateModules(() => {
    loaded = jest.requireActual<Module>('./invisibleCaptcha')
  })
  return loaded!
}

const googleScripts = () => document.head.querySelectorAll('script[src^="https://www.google.com/recaptcha/"]')

afterEach(() => {
  delete process.env.NEXT_PUBLIC_RECAPTCHA_V3_SITE_KEY
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  delete (window as { grecaptcha?: unknown }).grecaptcha
})

describe('without a v3 key', () => {
  it('sends the test token and an empty honeypot, and loads nothing from Google', async () => {
    document.body.innerHTML = `<input name="${HONEYPOT_FIELD}" value="">`
    const { invisibleBrake, loadInvisibleCaptcha } = withSiteKey(undefined)
    expect(loadInvisibleCaptcha()).toBeUndefined()
    expect(await invisibleBrake('tailor_made')).toEqual({ captchaToken: TEST_CAPTCHA_TOKEN, website: '' })
    expect(googleScripts()).toHaveLength(0)
  })

  it('sends what a script typed into the honeypot', async () => {
    document.body.innerHTML = `<input name="${HONEYPOT_FIELD}" data-honeypot value="https://spam.example"><input name="${HONEYPOT_FIELD}" value="a real field of that name">`
    const { invisibleBrake } = withSiteKey(undefined)
    expect(await invisibleBrake('tailor_made')).toMatchObject({ website: 'https://spam.example' })
  })
})

describe('with a v3 key', () => {
  it("loads Google's script once, when asked, and sends a token made for the action", async () => {
    const { invisibleBrake, loadInvisibleCaptcha } = withSiteKey('v3-site-key')
    expect(googleScripts()).toHaveLength(0)
    void loadInvisibleCaptcha()
    void loadInvisibleCaptcha()
    const scripts = googleScripts()
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.getAttribute('src')).toBe('https://www.google.com/recaptcha/api.js?render=v3-site-key')
    const execute = jest.fn(async () => 'a-v3-token')
    ;(window as { grecaptcha?: unknown }).grecaptcha = { ready: (done: () => void) => done(), execute }
    scripts[0]!.dispatchEvent(new Event('load'))
    expect(await invisibleBrake('tailor_made')).toEqual({ captchaToken: 'a-v3-token', website: '' })
    expect(execute).toHaveBeenCalledWith('v3-site-key', { action: 'tailor_made' })
  })

  it('sends no token when the script cannot load, and tries again at the next send', async () => {
    const { invisibleBrake } = withSiteKey('v3-site-key')
    const sent = invisibleBrake('tailor_made')
    googleScripts()[0]!.dispatchEvent(new Event('error'))
    expect(await sent).toEqual({ captchaToken: '', website: '' })
    void invisibleBrake('tailor_made')
    expect(googleScripts()).toHaveLength(2)
  })
})
