import { z } from 'zod';
import { schemaOnFirstUse } from './schema-on-first-use';

/**
 * A client-chosen id (UUID) for a create request. The client makes one per submission and sends it
 * again on a retry or double click; the server stores it under a unique key per member, so the
 * repeat returns the first result instead of making a second row (as energy check-ins do).
 */
export const RequestIdSchema = schemaOnFirstUse(() => z.uuid({ message: 'must be a valid id' }).optional());
