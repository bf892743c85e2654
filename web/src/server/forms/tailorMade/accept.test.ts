/** @jest-environment node */
import { getSite, type Site } from '@travel/config'
import { ValidationError } from 'yup'
import { aValidTailorMadeBody } from '@/testing/tailorMade'
import { acceptTailorMade } from './accept'
import { safeRichText } from './richText'

const request = { site: getSite('tours') as Site, ip: '203.0.113.7' }

describe('the rich text a visitor sends', () => {
  it.each([
    ['script and an image with a handler', '<p>Hi<script>x</script><img src=x onerror=y></p>', '<p>Hi</p>'],
    [
      'the allowed tags',
      '<p>a<br>b <strong>c</strong><b>d</b><em>e</em><i>f</i><u>g</u><s>h</s></p>',
      '<p>a<br />b <strong>c</strong><b>d</b><em>e</em><i>f</i><u>g</u><s>h</s></p>',
    ],
    ['lists', '<ul><li>one</li></ul><ol><li>two</li></ol>', null],
    ['attributes, even on allowed tags', '<p class="x" style="color:red" onclick="y()">Hi</p>', '<p>Hi</p>'],
    ['a link, kept as its text', '<p><a href="javascript:alert(1)">click</a></p>', '<p>click</p>'],
    ['other tags, kept as their text', '<h1>Title</h1><div><span>text</span></div>', 'Titletext'],
    ['style with its content', '<style>p{}</style><p>Hi</p>', '<p>Hi</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>Hi</p>', '<p>Hi</p>'],
    [
      'non-breaking spaces, as plain ones',
      '<p>to&nbsp;<b>Edinburgh</b>\u00a0now</p>',
      '<p>to <b>Edinburgh</b> now</p>',
    ],
    ['text that looks like markup', '<p>1 &lt; 2 &amp; "quotes"</p>', '<p>1 &lt; 2 &amp; "quotes"</p>'],
  ])('keeps only the allowed tags, without attributes: %s', (_, html, safe) => {
    expect(safeRichText(html)).toBe(safe ?? html)
  })
})

describe('acceptTailorMade', () => {
  it('stores the answers with their rich text sanitised, for the tailor-made call', async () => {
    const body = {
      ...aValidTailorMadeBody(),
      desiredTour: '<p>Hi<script>x</script><img src=x onerror=y></p>',
      alreadyBought: ['flights', 'accommodation'],
      detailAlreadyBought: [
        { type: 'flights', content: '<p onclick="x()">QF1</p>' },
        { type: 'accommodation', content: '<em>Hotel</em><object data="x"></object>' },
      ],
    }
    expect(await acceptTailorMade(body, request)).toEqual({
      payload: {
        ...body,
        desiredTour: '<p>Hi</p>',
        detailAlreadyBought: [
          { type: 'flights', content: '<p>QF1</p>' },
          { type: 'accommodation', content: '<em>Hotel</em>' },
        ],
      },
      targets: ['reservation.tailor-made'],
    })
  })

  it('refuses what the schema refuses, field by field', async () => {
    const refused = acceptTailorMade({ ...aValidTailorMadeBody(), country: [], isAdmin: true }, request)
    await expect(refused).rejects.toBeInstanceOf(ValidationError)
    const messages = await refused.catch((error: ValidationError) =>
      error.inner.map(({ path, message }) => [path, message]),
    )
    expect(messages).toEqual(
      expect.arrayContaining([
        ['country', 'Please select at least one'],
        ['', 'Unknown field: isAdmin'],
      ]),
    )
  })
})
