import type { Site } from '@travel/config'
import { isStoredUploadName } from '@/forms/rules/storedUploadName'
import { productionOrigin } from '@/site/searchEngines'
import type { UploadDeclaration } from './declarations'
import { uploadStore } from './configuredUploadStore'

/**
 * Where the back office downloads a stored upload: on the site's own production origin, whatever
 * host it was sent through (docs/upstream.md, Uploads).
 */
export function uploadUrl(site: Site, upload: UploadDeclaration, name: string): string {
  return `${productionOrigin(site)}/api/uploads/${upload.name}/${name}`
}

/**
 * The URL of the upload a form names by its stored name (the browser sends only that name),
 * when it is one this site still keeps; undefined for anything else: a URL, another site's file,
 * a purged one. The URL is built here, never taken from the browser.
 */
export async function uploadOfSite(
  name: string,
  site: Site,
  upload: UploadDeclaration,
): Promise<string | undefined> {
  if (!isStoredUploadName(name)) return undefined
  const stored = await uploadStore().storedUpload({ site: site.id, upload: upload.name }, name)
  return stored ? uploadUrl(site, upload, name) : undefined
}
