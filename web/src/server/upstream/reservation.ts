import { upstreamSettings, type Site, type UpstreamSettings } from '@travel/config'
import { requestJson, UpstreamError, type CallOptions } from './postJson'

/** The reservation API (docs/upstream.md). Bodies are built by the forms' mappers. */
export function reservationClient(site: Site, settings: UpstreamSettings = upstreamSettings()) {
  const base = settings.reservation.baseUrl
  const headers = {
    'company-code': site.companyCode,
    'x-api-key': settings.reservation.apiKey,
    language: 'en',
  }
  async function post(
    path: string,
    extraHeaders: Record<string, string>,
    body: unknown,
    options?: CallOptions,
  ) {
    const response = await requestJson(
      'POST',
      `${base}${path}`,
      { ...headers, ...extraHeaders },
      body,
      options,
    )
    // A failure names its reason in the body's `error` field, not `message` (docs/upstream.md).
    if (response.status < 200 || response.status >= 300)
      throw new UpstreamError(response.status, response.body)
    return response.body
  }
  return {
    tailorMade: (body: Record<string, unknown>, options?: CallOptions) =>
      post('/reservation/tailor-made', {}, body, options),
    enquiry: (body: Record<string, unknown>, options?: CallOptions) =>
      post('/reservation/enquiry', { currency: site.currency }, body, options),
  }
}
