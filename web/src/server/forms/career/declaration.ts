import { declareForm } from '@/server/forms/declareForm'
import { acceptCareer } from './accept'

/** The career application (spec 01), to the CMS store through the outbox (docs/upstream.md). */
export const careerForm = declareForm({
  name: 'career',
  formKind: 'career',
  title: 'Career application',
  labels: { document: 'CV' },
  accept: acceptCareer,
})
