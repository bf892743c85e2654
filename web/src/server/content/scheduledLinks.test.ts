import { withoutScheduledLinks } from './scheduledLinks'

const NOW = Date.parse('2027-03-01T00:00:00Z')
const ENDED = { availableFrom: null, availableUntil: '2027-02-28T00:00:00Z' }
const ENDING = { availableFrom: null, availableUntil: '2027-03-02T00:00:00Z' }
const STARTING = { availableFrom: '2027-03-01T12:00:00Z', availableUntil: null }
const ALWAYS = { availableFrom: null, availableUntil: null }

/** An internal link, as `linkTarget` projects it, to a page with `window`. */
const linkTo = <Extra extends object>(slug: string, window: object, extra: Extra = {} as Extra) => ({
  ...extra,
  internalLink: true,
  siteLink: null,
  link: `/${slug}`,
  newTab: false,
  reference: { _type: 'page', slug, group: null, type: null, ...window },
})

describe('withoutScheduledLinks', () => {
  it('takes a link to what is not shown out of its list (menus, footer columns, tiles)', () => {
    const settings = {
      headerNavigation: [
        linkTo('about-us', ALWAYS, { _key: 'a', label: 'About us' }),
        linkTo('summer-sale', ENDED, { _key: 'b', label: 'Summer sale' }),
        linkTo('winter-sale', STARTING, { _key: 'c', label: 'Winter sale' }),
        linkTo('spring-sale', ENDING, { _key: 'd', label: 'Spring sale' }),
      ],
      footer: {
        columns: [{ _key: 'f', title: 'Sales', links: [linkTo('summer-sale', ENDED, { _key: 'e' })] }],
      },
    }
    const { value } = withoutScheduledLinks(settings, NOW)
    expect(value.headerNavigation.map((link) => link.label)).toEqual(['About us', 'Spring sale'])
    expect(value.footer.columns[0]!.links).toEqual([])
  })

  it('leaves a link that is a field of its own as none, and the rest of its block as it was', () => {
    const block = {
      _type: 'imageText',
      title: 'Our sale',
      button: linkTo('summer-sale', ENDED, { label: 'Book' }),
    }
    expect(withoutScheduledLinks(block, NOW).value).toEqual({ ...block, button: null })
  })

  it("keeps a link's words in rich text, without the link", () => {
    const paragraph = {
      _type: 'block',
      markDefs: [
        { _key: 'gone', _type: 'link', ...linkTo('summer-sale', ENDED) },
        { _key: 'kept', _type: 'link', ...linkTo('about-us', ALWAYS) },
      ],
      children: [
        { _type: 'span', text: 'our sale', marks: ['strong', 'gone'] },
        { _type: 'span', text: 'about us', marks: ['kept'] },
      ],
    }
    const { value } = withoutScheduledLinks({ content: [paragraph] }, NOW)
    expect(value.content[0]!.markDefs.map((markDef) => markDef._key)).toEqual(['kept'])
    expect(value.content[0]!.children.map((span) => span.marks)).toEqual([['strong'], ['kept']])
  })

  it('reads an offer’s window as any other, and a URL or a service link as always shown', () => {
    const links = [
      { ...linkTo('x', ENDED), reference: { _type: 'offer', slug: 'x', ...ENDED } },
      { ...linkTo('y', ENDED), internalLink: false },
    ]
    expect(withoutScheduledLinks(links, NOW).value).toEqual([links[1]])
  })

  it('gives the first moment after now at which a linked window opens or ends', () => {
    const links = [linkTo('a', ENDED), linkTo('b', ENDING), linkTo('c', STARTING), linkTo('d', ALWAYS)]
    expect(withoutScheduledLinks({ links }, NOW).nextChange).toBe(Date.parse(STARTING.availableFrom))
    expect(withoutScheduledLinks({ links: [linkTo('d', ALWAYS)] }, NOW).nextChange).toBeNull()
  })

  it('shows a link again once its page shows: a preview of the moment it starts', () => {
    const links = [linkTo('winter-sale', STARTING)]
    expect(withoutScheduledLinks(links, NOW).value).toEqual([])
    expect(withoutScheduledLinks(links, Date.parse(STARTING.availableFrom)).value).toEqual(links)
  })
})
