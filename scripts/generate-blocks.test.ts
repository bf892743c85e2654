import { blockFolderProblems, blockFolders, studioBlockNames } from './generate-blocks'

it('every block folder declares its block (npm run generate -- --check says the same)', () => {
  expect(blockFolderProblems()).toEqual([])
})

it('finds each block in its folder and the Studio, under one name', () => {
  const webTypes = blockFolders().map((folder) => folder.charAt(0).toLowerCase() + folder.slice(1))
  expect(webTypes).toContain('richTextSection')
  expect(webTypes).toEqual(studioBlockNames())
})
