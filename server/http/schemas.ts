import { z } from 'zod';

/** Shared request/response pieces for route declarations. */
export const MessageSchema = z.object({ message: z.string() });

export const UuidParamsSchema = z.object({ id: z.uuid({ message: 'must be a valid id' }) });

export const EmptyBodySchema = z
  .union([z.object({}).strict(), z.null(), z.undefined()])
  .describe('empty body');
