import { useMemo } from 'react'
import { useFormValue, type ArrayOfObjectsInputProps, type ArraySchemaType } from 'sanity'
import { blocksInsertMenu } from '../blocks'
import { isBlockOfBrand } from './blockMenu'

/**
 * The blocks array's type as a brand's page offers it: only the blocks its brand may use
 * (blockMenu.ts), in the insert menu's groups for that brand. Without a brand, all of them.
 */
export function blocksTypeForBrand<T extends ArraySchemaType>(schemaType: T, brand: string | undefined): T {
  if (!brand) return schemaType
  return {
    ...schemaType,
    of: schemaType.of.filter((member) => isBlockOfBrand(member.name, brand)),
    options: { ...schemaType.options, insertMenu: blocksInsertMenu(brand) },
  }
}

/**
 * The page builder's input: Sanity's own, offering (in "Add item" and in each block's "Insert
 * before/after") only the blocks the page's brand may use. The blocks field's validation refuses
 * any other (a pasted one), so what is not offered cannot be published either.
 */
export function BrandBlocksInput(props: ArrayOfObjectsInputProps) {
  const brand = useFormValue(['brand'])
  const { schemaType, members, renderDefault } = props
  const narrowed = useMemo(
    () => blocksTypeForBrand(schemaType, typeof brand === 'string' ? brand : undefined),
    [schemaType, brand],
  )
  const narrowedMembers = useMemo(
    () =>
      members.map((member) => (member.kind === 'item' ? { ...member, parentSchemaType: narrowed } : member)),
    [members, narrowed],
  )
  return renderDefault({ ...props, schemaType: narrowed, members: narrowedMembers })
}
