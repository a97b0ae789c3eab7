import type { TestProject } from 'vitest/node';
import { buildTemplate, dropTemplate } from './template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}

/** Builds the migrated, seeded template database once for the whole server test run. */
export default async function setup(project: TestProject) {
  const template = await buildTemplate();
  project.provide('dbTemplate', template);
  return () => dropTemplate(template);
}
