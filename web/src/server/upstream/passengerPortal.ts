import { upstreamSettings, type Site, type UpstreamSettings } from '@travel/config'
import { requestJson, UpstreamError, type CallOptions } from './postJson'

/** The contact-us body (docs/upstream.md). */
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

/** The passenger portal's online forms (docs/upstream.md), as one site calls them. */
export function passengerPortalClient(site: Site, settings: UpstreamSettings = upstreamSettings()) {
  const base = settings.passengerPortal.baseUrl
  const headers = { 'company-code': site.companyCode, site: site.siteLabel, source: site.source }
  return {
    /** Contact us: success only when the status is 200. */
    async contactUs(body: ContactUsBody, options?: CallOptions): Promise<void> {
      const response = await requestJson('POST', `${base}/online-form/contact-us`, headers, body, options)
      if (response.status !== 200) throw new UpstreamError(response.status, response.body)
    },
    /** Famil registration: sent with no-cache directives. */
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
