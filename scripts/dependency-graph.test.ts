import { stableMermaid } from './dependency-graph.mjs'

/** dependency-cruiser's Mermaid for three folders, its boxes numbered in the order it met them. */
const drawn = (boxes: string[], arrows: string[]) =>
  ['flowchart LR', '', 'subgraph 0["src"]', ...boxes, 'end', ...arrows].join('\n')

describe('the drawing of the imports', () => {
  it('names each box after its path and sorts the arrows', () => {
    const mermaid = drawn(['1["ui"]', '2["blocks"]'], ['2-->1', '1-->2'])
    expect(stableMermaid(mermaid).split('\n')).toEqual([
      'flowchart LR',
      '',
      'subgraph src["src"]',
      'src_ui["ui"]',
      'src_blocks["blocks"]',
      'end',
      'src_blocks-->src_ui',
      'src_ui-->src_blocks',
    ])
  })

  it('changes one line for one new import, though dependency-cruiser renumbers every box', () => {
    const before = stableMermaid(drawn(['1["blocks"]', '2["ui"]'], ['1-->2']))
    // A new folder first in the list: dependency-cruiser's numbers of the others all move.
    const after = stableMermaid(drawn(['1["a"]', '2["blocks"]', '3["ui"]'], ['2-->3', '3-->1']))
    const added = after.split('\n').filter((line) => !before.split('\n').includes(line))
    expect(added).toEqual(['src_a["a"]', 'src_ui-->src_a'])
  })
})
