import { createSchema, validateDocument, type SanityDocument, type Workspace } from 'sanity'
import { evaluate, parse } from 'groq-js'
import { schemaTypes } from '../schemas'

export type ValidationProblem = { id: string; level: string; path: string; message: string }

/**
 * Validates documents as the Studio does (the real schema, Sanity's own validator), against a
 * dataset held in memory: custom rules query it with groq-js, references must point into it.
 */
export async function validateDocuments(
  documents: SanityDocument[],
  dataset: SanityDocument[] = documents,
): Promise<ValidationProblem[]> {
  const schema = createSchema({ name: 'validation', types: schemaTypes })
  const ids = new Set(dataset.map((document) => document._id))
  const getClient = () => ({
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset, params })).get(),
  })
  const workspace = { schema, getClient } as unknown as Workspace
  const problems: ValidationProblem[] = []
  for (const document of documents) {
    const markers = await validateDocument({
      document,
      workspace,
      getDocumentExists: async ({ id }) => ids.has(id),
      environment: 'cli',
    })
    for (const marker of markers) {
      problems.push({
        id: document._id,
        level: marker.level,
        path: marker.path
          .map((segment) =>
            typeof segment === 'object' ? `[_key=${'_key' in segment ? segment._key : ''}]` : String(segment),
          )
          .join('.'),
        message: marker.message,
      })
    }
  }
  return problems
}
