import { render } from '@testing-library/react'
import { brands, getSite, isBrandId } from '@travel/config'
import { Blocks } from '@/blocks/Blocks'
import type { PageBlock } from '@/blocks/types'
import { PageProviders } from '@/hydration/PageProviders'
import type { FactSettings } from '@/server/content/siteFacts'
import { siteInfo } from '@/server/content/siteInfo'

/**
 * Renders blocks as a page of the site does: through `<Blocks>`, with the page's contexts; the
 * site's facts (phone, email…) from `settings` (e.g. the seed's, seedSettings) when given.
 */
export function renderBlocks(blocks: PageBlock[], siteId = 'tours', settings: FactSettings | null = null) {
  const brand = getSite(siteId)?.brand ?? 'tours'
  const theme = (isBrandId(brand) ? brands[brand] : brands.tours).theme
  return render(
    <PageProviders
      contexts={{
        router: null,
        theme,
        site: siteInfo({ id: siteId, brand }, { homeSlug: 'home', ...settings }),
      }}
    >
      <Blocks blocks={blocks} />
    </PageProviders>,
  )
}
