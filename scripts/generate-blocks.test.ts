import { blockFolders, bypasses, studioBlockNames } from './generate-blocks'

it('the block lists are what the blocks declare now, and every block folder declares its block', async () => {
  // Else: npm run blocks:generate, or add the folder's block.ts.
  expect(await bypasses()).toEqual([])
})

it('finds each block in its folder and the Studio, under one name', () => {
  const webTypes = blockFolders().map((folder) => folder.charAt(0).toLowerCase() + folder.slice(1))
  expect(webTypes).toContain('richTextSection')
  expect(webTypes).toEqual(studioBlockNames())
})
