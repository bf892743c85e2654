import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { it } from 'node:test'
import { DATASET_PATH, datasetText } from './generate'

it('the dataset is what the seed documents make (else: npm run seed:generate)', async () => {
  assert.equal(readFileSync(DATASET_PATH, 'utf8'), await datasetText())
})
