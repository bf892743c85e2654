import { render } from '@testing-library/react'
import { brands, getSite, isBrandId } from '@travel/config'
import { Blocks } from '@/blocks/Blocks'
import type { PageBlock } from '@/blocks/types'
import { PageProviders } from '@/hydration/PageProviders'
import { siteInfo } from '@/site/SiteContext'

/** Renders blocks as a page of the site does: through `<Blocks>`, with the page's contexts. */
export function renderBlocks(blocks: PageBlock[], siteId = 'tours') {
  const brand = getSite(siteId)?.brand ?? 'tours'
  const theme = (isBrandId(brand) ? brands[brand] : brands.tours).theme
  return render(
    <PageProviders
      contexts={{ router: null, theme, site: siteInfo({ id: siteId, brand }, { homeSlug: 'home' }) }}
    >
      <Blocks blocks={blocks} />
    </PageProviders>,
  )
}
