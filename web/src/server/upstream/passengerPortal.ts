import { upstreamSettings, type Site, type UpstreamSettings } from '@travel/config'
import { requestJson, UpstreamError, type CallOptions } from './postJson'

/** Spec 01 §3 contact message, as call 6 sends it. */
export type ContactUsBody = {
  title: string
  email: string
  firstName: string
  lastName: string
  phoneNumber: string
  countryCode: string
  message: string
  isSubscribeNewsletters: true
}

/** The passenger portal's online forms (spec 01 §7 calls 4 and 6), as one site calls them. */
export function passengerPortalClient(site: Site, settings: UpstreamSettings = upstreamSettings()) {
  const base = settings.passengerPortal.baseUrl
  const headers = { 'company-code': site.companyCode, site: site.siteLabel, source: site.source }
  return {
    /** Call 6: success only when the status is 200. */
    async contactUs(body: ContactUsBody, options?: CallOptions): Promise<void> {
      const response = await requestJson('POST', `${base}/online-form/contact-us`, headers, body, options)
      if (response.status !== 200) throw new UpstreamError(response.status, response.body)
    },
    /** Call 4: sent with no-cache directives. */
    async famil(body: Record<string, unknown>, options?: CallOptions): Promise<void> {
      const noCache = {
        'cache-control': 'no-cache, no-store, must-revalidate',
        pragma: 'no-cache',
        expires: '0',
      }
      const response = await requestJson(
        'POST',
        `${base}/online-form/famil`,
        { ...headers, ...noCache },
        body,
        options,
      )
      if (response.status < 200 || response.status >= 300)
        throw new UpstreamError(response.status, response.body)
    },
  }
}
