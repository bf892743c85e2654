import { upstreamSettings, type Site, type UpstreamSettings } from '@travel/config'
import { requestJson, UpstreamError, type CallOptions } from './postJson'

/** A submission's copy in the CMS store (docs/upstream.md). `contents` is JSON text. */
export type CmsStoreBody = { type: string; email: string; contents: string }

export function cmsStoreClient(site: Site, settings: UpstreamSettings = upstreamSettings()) {
  return {
    async store(body: CmsStoreBody, options?: CallOptions): Promise<void> {
      const url = `${settings.cmsStore.baseUrl}/cms/submit-form/public/store`
      const response = await requestJson('POST', url, { 'company-code': site.companyCode }, body, options)
      if (response.status < 200 || response.status >= 300)
        throw new UpstreamError(response.status, response.body)
    },
  }
}
