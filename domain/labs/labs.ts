import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/**
 * Early access (Premium): the one module that declares the features in Labs. A feature ships here
 * first, switched on per member from the profile page; when it graduates it leaves this list.
 */
export const LABS = [
  {
    id: 'coachReadAloud',
    name: 'Read coach replies aloud',
    description:
      'A Listen button on each coach reply on /coach, spoken by your browser’s own voice (Web Speech API).',
  },
] as const;

export type LabId = (typeof LABS)[number]['id'];
export const LabIdSchema = z.enum(['coachReadAloud'], { error: 'unknown Labs feature' });

export const LabSchema = schemaOnFirstUse(() =>
  z.object({
    id: LabIdSchema,
    name: z.string(),
    description: z.string(),
    enabled: z.boolean(),
  }),
);
export const LabListSchema = schemaOnFirstUse(() => z.array(LabSchema));
export type Lab = z.infer<typeof LabSchema>;
export const SetLabSchema = schemaOnFirstUse(() =>
  z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) }),
);
export const LabParamsSchema = schemaOnFirstUse(() => z.object({ id: LabIdSchema }));
