import type { NextApiRequest, NextApiResponse } from 'next'
import { sitesOfBrand } from '@travel/config'
import { refuse } from '@/server/http/refusal'
import { queryValue } from '@/server/http/queryValue'
import { previewRequest, sitePathOr } from '@/server/preview/previewResponse'
import { DRAFT_MODE_COOKIE, opensPreviewOf, PREVIEW_SESSION_COOKIE } from '@/server/preview/previewSession'
import { previewQuery } from '@/server/preview/previewSignature'
import { siteOrigin } from '@/site/destinationLinks'
import { PREVIEW_AT_PARAM, previewMoment } from '@/site/previewMoment'

/**
 * The preview bar's site switch (docs/preview.md): from draft preview of one of a brand's sites to
 * the same page, at the same moment, in draft preview of another of its sites (wayfarertours.com.au
 * and wayfarertours.co.nz), through that site's own signed preview link (/api/preview), which
 * opens draft mode there. Only from a preview session of this host's site: anyone else gets 401
 * and no link. Another brand's site, or this one, is no switch (404).
 */
export default function switchPreviewSite(req: NextApiRequest, res: NextApiResponse) {
  const request = previewRequest(req, res)
  if (!request) return
  const { site, secret } = request
  const inPreview =
    Boolean(req.cookies[DRAFT_MODE_COOKIE]) &&
    opensPreviewOf(req.cookies[PREVIEW_SESSION_COOKIE], site.id, secret)
  if (!inPreview) return refuse(res, 401, 'Open the preview from the Studio first.')
  const target = sitesOfBrand(site.brand).find(
    ({ id }) => id !== site.id && id === queryValue(req.query, 'site'),
  )
  if (!target) return refuse(res, 404, 'This brand has no other site by that name.')
  const path = sitePathOr(queryValue(req.query, 'path'))
  const moment = previewMoment(queryValue(req.query, PREVIEW_AT_PARAM))
  const page = moment ? `${path}?${new URLSearchParams({ [PREVIEW_AT_PARAM]: moment })}` : path
  res.redirect(307, `${siteOrigin(target)}/api/preview?${previewQuery(target.id, page, secret)}`)
}
