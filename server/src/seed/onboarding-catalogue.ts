// The demo onboarding catalogue is content, not code: it lives in onboarding-catalogue.json, one
// object a department, workstream and template; this file gives it its type.
import type { ConditionField, TaskPriority } from '@shared/domain/onboarding.ts';
import catalogue from './onboarding-catalogue.json' with { type: 'json' };

/** Demo template: title, description, priority, due days, weight; subject/body use the e-mail placeholders. */
type CatalogueTemplate = {
  key: string;
  title: string;
  description: string;
  instructions?: string;
  priority: TaskPriority;
  due: number;
  weight: number;
  subject?: string;
  body?: string;
  condition?: ConditionField;
};
type CatalogueDepartment = {
  name: string;
  email: string;
  description: string;
  workstreams: { name: string; templates: CatalogueTemplate[] }[];
};

/** The five demo departments, their workstreams and 20 templates whose weights add up to 100. */
export const ONBOARDING_CATALOGUE = catalogue as CatalogueDepartment[];

/** The templates an approval picks by default: every unconditional one. */
export const STANDARD_PACKAGE = ONBOARDING_CATALOGUE.flatMap((d) => d.workstreams.flatMap((w) => w.templates))
  .filter((x) => !x.condition)
  .map((x) => x.key);
