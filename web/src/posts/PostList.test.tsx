import { render, screen, within } from '@testing-library/react'
import { brands } from '@travel/config'
import { PageProviders } from '@/hydration/PageProviders'
import type { PostSummary } from '@/site/posts'
import { siteInfo } from '@/server/content/siteInfo'
import { PostList } from './PostList'

const post = (index: number): PostSummary => ({
  _id: `post-${index}`,
  type: 'pressRelease',
  slug: `release-${index}`,
  title: `Release ${index}`,
  summary: `What release ${index} says.`,
  contentImage: null,
  createdAt: '2026-11-12',
})

function renderList(page: number, pageCount: number) {
  return render(
    <PageProviders
      contexts={{
        router: null,
        theme: brands.golf.theme,
        site: siteInfo({ id: 'golf', brand: 'golf' }, { homeSlug: 'home' }),
      }}
    >
      <PostList type="pressRelease" posts={[post(1), post(2)]} page={page} pageCount={pageCount} />
    </PageProviders>,
  )
}

it('shows a page of posts as cards that open each post in the same tab', () => {
  renderList(1, 1)
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Press releases')
  const links = screen.getAllByRole('article').map((card) => within(card).getByRole('link'))
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/press-release/release-1',
    '/press-release/release-2',
  ])
  expect(links[0]).not.toHaveAttribute('target')
  expect(screen.queryByRole('navigation')).toBeNull()
})

it('links a middle page to the pages before and after it', () => {
  renderList(2, 3)
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Press releases, page 2 of 3')
  const pager = screen.getByRole('navigation', { name: 'Press releases: pages' })
  expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/press-release')
  expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/press-release/page/3')
  expect(pager).toHaveTextContent('Page 2 of 3')
})

it('has no Next on the last page', () => {
  renderList(3, 3)
  const pager = screen.getByRole('navigation')
  expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute(
    'href',
    '/press-release/page/2',
  )
  expect(within(pager).queryByRole('link', { name: 'Next' })).toBeNull()
})
