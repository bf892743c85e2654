import { createClient } from '@sanity/client'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import type { ContentSettings } from '@travel/config'
import { isSitePath } from './previewSignature'

export type StudioPreviewCheck =
  { ok: true; path: string } | { ok: false; reason: 'invalid' | 'not configured' }

/**
 * The Presentation tool's way into draft mode (docs/preview.md): it writes a short-lived secret
 * document to the dataset and opens `/api/preview/presentation?sanity-preview-secret=…`; the
 * secret is checked against the Content Lake with the read token (@sanity/preview-url-secret),
 * so the Studio's public bundle holds no key. Only with the Sanity content source.
 */
export async function checkStudioPreview(
  url: string,
  settings: ContentSettings,
): Promise<StudioPreviewCheck> {
  if (settings.source !== 'sanity' || !settings.token) return { ok: false, reason: 'not configured' }
  const client = createClient({
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: settings.apiVersion,
    token: settings.token,
    useCdn: false,
    ...(settings.apiHost ? { apiHost: settings.apiHost, useProjectHostname: false } : {}),
  })
  const { isValid, redirectTo = '/' } = await validatePreviewUrl(client, url)
  if (!isValid || !isSitePath(redirectTo)) return { ok: false, reason: 'invalid' }
  return { ok: true, path: redirectTo }
}
