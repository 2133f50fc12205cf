import type { TestProject } from 'vitest/node';
import { buildTemplates, TEST_POSTGRES_URL } from './seeded-template';

/** Once per run: the seeded demo databases every API suite copies (seeded-template.ts). */
export default async function setup(project: TestProject) {
  const { templates, remove } = await buildTemplates(TEST_POSTGRES_URL);
  project.provide('seededTemplates', templates);
  return remove;
}
