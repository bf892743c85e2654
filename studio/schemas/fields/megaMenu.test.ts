import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { duplicateSlugs, slugify } from './megaMenu'

describe('the mega-menu fields', () => {
  it('slugify makes a group title its address segment', () => {
    assert.equal(slugify('Africa & Middle East'), 'africa-middle-east')
    assert.equal(slugify('The Americas'), 'the-americas')
    assert.equal(slugify('Côte d’Azur'), 'cote-d-azur')
  })

  it('duplicateSlugs names each slug used twice, once', () => {
    const item = (current?: string) => ({ slug: current ? { _type: 'slug', current } : undefined })
    assert.deepEqual(duplicateSlugs([item('asia'), item('europe'), item('asia'), item('asia'), item()]), [
      'asia',
    ])
    assert.deepEqual(duplicateSlugs([item('asia'), item('europe')]), [])
    assert.deepEqual(duplicateSlugs(undefined), [])
  })
})
