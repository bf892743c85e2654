// A projected field that the schema lacks: Sanity TypeGen types it `null` and nothing else, the web
// still compiles (every field may be null), and the field silently disappears from the site. This
// finds such fields in the generated query results (web/src/content/sanity.types.ts), for
// nullFields.test.ts to refuse. Where a union's members differ (a reference to a page or to a
// post, whose `group` only the first has), a field is reported only when every member that has it
// types it `null` alone.
import ts from 'typescript'

/** A field of a generated query result that can only be `null`. */
export type NullField = {
  /** The query's variable in web/src/content/queries.ts, e.g. `pageQuery`. */
  query: string
  /** Where the field is in the result: `blocks[_type == "counter"].topTitle`. */
  path: string
}

/** A field that is `null` alone on purpose, and why. */
export type NullFieldAllowance = { matches: (field: NullField) => boolean; reason: string }

/**
 * The known fields that are null by design. A single link or button shares its projection with
 * items of an array (`{_key, label, …}`), and only an array's items have a key; the overview's tile
 * images are decorative (the tile's label names its link), so its schema gives them no alt.
 */
export const ALLOWED_NULL_FIELDS: NullFieldAllowance[] = [
  {
    matches: ({ path }) => path === '_key' || path.endsWith('._key'),
    reason: 'a single object projected with the array items\u2019 fragment has no _key',
  },
  {
    matches: ({ path }) => path.endsWith('[_type == "overview"].tiles[].image.alt'),
    reason: 'the overview tiles\u2019 images are decorative',
  },
  {
    matches: ({ query, path }) =>
      query === 'destinationPageQuery' && (path === 'availableFrom' || path === 'availableUntil'),
    reason: 'a destination page, shaped as a page, has no publish window: it always shows',
  },
]

const GENERATED_FILE = 'sanity.types.ts'

function checkerOf(source: string): { checker: ts.TypeChecker; file: ts.SourceFile } {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    noResolve: true,
    types: [],
    // Array and the primitives are all the generated types need: no DOM, which is most of the time.
    lib: ['lib.es5.d.ts'],
  }
  const host = ts.createCompilerHost(options)
  const readSource = host.getSourceFile.bind(host)
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === GENERATED_FILE
      ? ts.createSourceFile(fileName, source, languageVersion, true)
      : readSource(fileName, languageVersion, ...rest)
  const program = ts.createProgram([GENERATED_FILE], options, host)
  return { checker: program.getTypeChecker(), file: program.getSourceFile(GENERATED_FILE)! }
}

/** `PageQueryResult` -> `pageQuery`, the variable TypeGen named it after. */
function queryName(alias: string): string {
  const query = alias.replace(/Result$/, '')
  return query.charAt(0).toLowerCase() + query.slice(1)
}

function isNullOnly(type: ts.Type): boolean {
  return (type.flags & ts.TypeFlags.Null) !== 0
}

/** `blocks[_type == "counter"]`: the member of a union of block types a field belongs to. */
function memberLabel(checker: ts.TypeChecker, member: ts.Type, path: string): string {
  const typeName = member.getProperty('_type')
  const literal = typeName && checker.getTypeOfSymbol(typeName)
  if (!path.endsWith('[]') || !literal?.isStringLiteral()) return path
  return `${path.slice(0, -2)}[_type == "${literal.value}"]`
}

function join(path: string, field: string): string {
  return path ? `${path}.${field}` : field
}

function nullPaths(checker: ts.TypeChecker, type: ts.Type, path: string, open: Set<ts.Type>): string[] {
  if (open.has(type)) return []
  const inner = new Set(open).add(type)
  const members = type.isUnion() ? type.types : [type]
  const found: string[] = []
  const objects: ts.Type[] = []
  for (const member of members) {
    if (checker.isArrayType(member)) {
      const [element] = checker.getTypeArguments(member as ts.TypeReference)
      if (element) found.push(...nullPaths(checker, element, `${path}[]`, inner))
    } else if (member.flags & ts.TypeFlags.Object) objects.push(member)
  }
  const fields = new Set(objects.flatMap((object) => object.getProperties().map(({ name }) => name)))
  for (const field of fields) {
    const having = objects.flatMap((object) => {
      const property = object.getProperty(field)
      return property ? [{ object, type: checker.getTypeOfSymbol(property) }] : []
    })
    const labels = new Set(having.map(({ object }) => memberLabel(checker, object, path)))
    if (having.every(({ type: fieldType }) => isNullOnly(fieldType))) {
      found.push(...[...labels].map((label) => join(label, field)))
      continue
    }
    for (const { object, type: fieldType } of having)
      found.push(...nullPaths(checker, fieldType, join(memberLabel(checker, object, path), field), inner))
  }
  return found
}

/** Every field of every `…QueryResult` in a generated types file that is typed `null` alone. */
export function nullOnlyFields(generatedSource: string): NullField[] {
  const { checker, file } = checkerOf(generatedSource)
  return file.statements.flatMap((statement) => {
    if (!ts.isTypeAliasDeclaration(statement) || !statement.name.text.endsWith('QueryResult')) return []
    const query = queryName(statement.name.text)
    const paths = nullPaths(checker, checker.getTypeAtLocation(statement.name), '', new Set())
    return [...new Set(paths)].map((path) => ({ query, path }))
  })
}

/** What to do about fields that are `null` alone, one line each; '' when there are none. */
export function nullFieldReport(fields: NullField[]): string {
  if (fields.length === 0) return ''
  const lines = fields.map(({ query, path }) => `  ${query}: ${path} is typed \`null\` alone`)
  return [
    'A query projects fields that no schema has, so they are always null and vanish from the site:',
    ...lines,
    'Rename the field in the projection (the block\u2019s block.ts, or web/src/content/queries.ts) or in ' +
      'the Studio schema so that the two agree, then run `npm run generate`.',
  ].join('\n')
}
