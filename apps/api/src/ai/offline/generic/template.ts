import type { CurriculumDay } from '@pathwise/contract';

/** A day of the generic curriculum before the learner's goal is filled in; days without a level are core. */
export type TemplateDay = Omit<CurriculumDay, 'level'> & { level?: 'basic' };
