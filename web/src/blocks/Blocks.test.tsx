import { readFileSync } from 'node:fs'
import path from 'node:path'
import { render, screen } from '@testing-library/react'
import { brands } from '@travel/config'
import { PageProviders } from '@/hydration/PageProviders'
import { renderBlocks } from '@/testing/renderBlocks'
import { Blocks } from './Blocks'
import { FIRST_BLOCK_END } from './firstBlockEnd'
import { blockTypes } from './registry'
import type { PageBlock } from './types'
import { siteInfo } from '@/server/content/siteInfo'

const site = siteInfo({ id: 'tours', brand: 'tours' }, { homeSlug: 'home' })

type SchemaType = { name: string; attributes?: Record<string, unknown> }
type ArrayOfUnion = { value: { of: { of: { rest?: { name?: string } }[] } } }

/** The page-builder block types as the Studio schema declares them (studio/schema.json). */
function schemaBlockTypes(): string[] {
  const schema = JSON.parse(
    readFileSync(path.join(__dirname, '../../../studio/schema.json'), 'utf8'),
  ) as SchemaType[]
  const blocks = schema.find((type) => type.name === 'page')?.attributes?.blocks as ArrayOfUnion
  return blocks.value.of.of.map((member) => member.rest?.name ?? '')
}

const paragraph = (text: string, markDefs: unknown[] = [], marks: string[] = []) => ({
  _key: text.slice(0, 6),
  _type: 'block' as const,
  style: 'normal' as const,
  markDefs: markDefs as never,
  children: [{ _key: 's', _type: 'span' as const, text, marks }],
})

describe('block registry', () => {
  it('has a component for exactly the blocks the Studio offers', () => {
    expect(blockTypes().sort()).toEqual(schemaBlockTypes().sort())
  })

  it('renders the first block title as the page heading, and links to pages by slug', async () => {
    const link = {
      _key: 'l1',
      _type: 'link',
      internalLink: true,
      link: null,
      newTab: false,
      reference: { _type: 'page', slug: 'about-us' },
    }
    renderBlocks([
      {
        _key: 'a',
        _type: 'richTextSection',
        title: 'Small groups, big journeys',
        body: [paragraph('about us', [link], ['l1'])],
      },
      {
        _key: 'b',
        _type: 'imageWithText',
        subtitle: 'Since 1998',
        title: 'Travel with people who know the way',
        body: [paragraph('Local guides in every country.')],
        image: {
          alt: 'Rice terraces at dawn',
          src: '/_seed/images/abc-1600x1000.jpg',
          width: 1600,
          height: 1000,
          crop: null,
          hotspot: null,
        },
        imagePosition: 'left',
        button: {
          _key: null,
          label: 'Our story',
          internalLink: true,
          siteLink: null,
          link: null,
          newTab: true,
          reference: {
            _type: 'page',
            slug: 'home',
            group: null,
            type: null,
            availableFrom: null,
            availableUntil: null,
          },
        },
      },
    ])
    // A client-side render: static blocks load their code first (hydration/staticPart.ts).
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Small groups, big journeys')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Travel with people who know the way')
    expect(screen.getByRole('link', { name: 'about us' })).toHaveAttribute('href', '/about-us')
    const button = screen.getByRole('link', { name: 'Our story' })
    expect(button).toHaveAttribute('href', '/')
    expect(button).toHaveAttribute('target', '_blank')
    const image = screen.getByRole('img', { name: 'Rice terraces at dawn' })
    expect(image).toHaveAttribute('width', '1600')
    expect(image).toHaveAttribute('height', '1000')
  })

  it('renders nothing for a block type this build does not know', () => {
    const unknown = { _key: 'x', _type: 'futureBlock' } as unknown as PageBlock
    const { container } = renderBlocks([unknown])
    expect(container).toBeEmptyDOMElement()
  })

  it('marks the end of a page’s first block, which the document waits for before its first paint', async () => {
    const blocks = [
      { _key: 'q1', _type: 'quickSearch', title: 'Find a tour', subtitle: null },
      { _key: 'q2', _type: 'quickSearch', title: 'Or another', subtitle: null },
    ] as PageBlock[]
    const page = render(
      <PageProviders contexts={{ router: null, theme: brands.tours.theme, site }}>
        <Blocks blocks={blocks} markFirstBlockEnd />
      </PageProviders>,
    )
    await screen.findByText('Or another')
    const mark = page.container.querySelector(`#${FIRST_BLOCK_END}`)
    expect(mark).toBeInTheDocument()
    expect(mark).not.toBeVisible()
    // Right after the first block's markup, before the second's.
    expect(mark!.previousElementSibling).toHaveTextContent('Find a tour')
    expect(mark!.nextElementSibling).toHaveTextContent('Or another')
    // Blocks rendered elsewhere (tests, previews) carry no mark.
    page.unmount()
    const elsewhere = renderBlocks(blocks)
    await screen.findByText('Or another')
    expect(elsewhere.container.querySelector(`#${FIRST_BLOCK_END}`)).toBeNull()
  })

  describe('the page’s one h1', () => {
    const renderPage = (blocks: PageBlock[]) =>
      render(
        <PageProviders contexts={{ router: null, theme: brands.tours.theme, site }}>
          <Blocks blocks={blocks} pageTitle="About us" markFirstBlockEnd />
        </PageProviders>,
      )
    const counter = (topTitle: string | null): PageBlock => ({
      _key: `c-${topTitle}`,
      _type: 'counter',
      topTitle,
      numberCount: 25,
      suffix: '+',
      bottomTitle: 'years',
    })

    it('is a Counter’s top title when the Counter comes first (its block.ts names the field)', async () => {
      renderPage([counter('Journeys since 1998'), counter('Another count')])
      await screen.findByText('Another count')
      const headings = screen.getAllByRole('heading', { level: 1 })
      expect(headings).toHaveLength(1)
      expect(headings[0]).toHaveTextContent('Journeys since 1998')
    })

    it('is the page’s title, visually hidden, when the first block shows no heading', async () => {
      renderPage([counter(null)])
      const heading = await screen.findByRole('heading', { level: 1 })
      expect(heading).toHaveTextContent('About us')
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    })
  })
})
