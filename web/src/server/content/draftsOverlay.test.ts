/** @jest-environment node */
import { evaluate, parse } from 'groq-js'
import { publishedOnly, withDrafts } from './draftsOverlay'

const documents = [
  { _id: 'page-a', _type: 'page', title: 'Published A', famil: { _type: 'reference', _ref: 'famil-x' } },
  { _id: 'drafts.page-a', _type: 'page', title: 'Draft A', famil: { _type: 'reference', _ref: 'famil-x' } },
  { _id: 'famil-x', _type: 'famil', title: 'Published famil' },
  { _id: 'drafts.famil-x', _type: 'famil', title: 'Draft famil' },
  { _id: 'page-b', _type: 'page', title: 'Only published B' },
  { _id: 'drafts.page-new', _type: 'page', title: 'Never published' },
]

describe('withDrafts', () => {
  it('puts each draft in place of its published document, under the published id', () => {
    const ids = withDrafts(documents).map(({ _id, _originalId }) => [_id, _originalId])
    expect(ids).toEqual([
      ['page-a', 'drafts.page-a'],
      ['famil-x', 'drafts.famil-x'],
      ['page-b', 'page-b'],
      ['page-new', 'drafts.page-new'],
    ])
    expect(withDrafts(documents).find(({ _id }) => _id === 'page-a')).toMatchObject({ title: 'Draft A' })
  })

  it('resolves references to the draft of the referenced document', async () => {
    const query = '*[_id == "page-a"][0]{title, "famil": famil->title}'
    const result = await (await evaluate(parse(query), { dataset: withDrafts(documents) })).get()
    expect(result).toEqual({ title: 'Draft A', famil: 'Draft famil' })
  })

  it('leaves the published perspective without any draft', () => {
    expect(publishedOnly(documents).map(({ _id }) => _id)).toEqual(['page-a', 'famil-x', 'page-b'])
  })
})
