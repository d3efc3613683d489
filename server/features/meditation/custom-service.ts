import {
  cueOutsideDuration,
  type CustomMeditation,
  type CustomMeditationInput,
  type CustomMeditationPatch,
} from '#domain/meditation/custom';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import type { CustomMeditationRow } from '#server/db/schema/meditation-custom';
import { badRequest, notFound } from '#server/http/errors';
import { assertPlanIncludes } from '#server/plans/plan-limits';
import { deleteCustom, findCustom, insertCustom, listCustom, updateCustom } from './custom-repository';

function toCustomMeditation(row: CustomMeditationRow): CustomMeditation {
  return {
    id: row.id,
    title: row.title,
    durationMinutes: row.durationMinutes,
    ...row.design,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Creating and changing need Premium when limits apply (402 naming it); reading and deleting never do. */
const assertPremium = (tx: Database, config: AppConfig, userId: string) =>
  assertPlanIncludes(tx, config, userId, 'customMeditations');

export function createCustom(db: Database, config: AppConfig, userId: string, input: CustomMeditationInput) {
  return db.transaction(async (tx) => {
    await assertPremium(tx, config, userId);
    return toCustomMeditation(await insertCustom(tx, userId, input));
  });
}

export async function listCustomMeditations(db: Database, userId: string) {
  return (await listCustom(db, userId)).map(toCustomMeditation);
}

export async function getCustom(db: Database, userId: string, id: string) {
  const row = await findCustom(db, userId, id);
  if (!row) throw notFound();
  return toCustomMeditation(row);
}

export function patchCustom(
  db: Database,
  config: AppConfig,
  userId: string,
  id: string,
  patch: CustomMeditationPatch,
) {
  return db.transaction(async (tx) => {
    const current = await findCustom(tx, userId, id, true);
    if (!current) throw notFound();
    await assertPremium(tx, config, userId);
    const { createdAt: _created, updatedAt: _updated, id: _id, ...existing } = toCustomMeditation(current);
    const merged = { ...existing, ...patch };
    // A shorter duration may leave earlier cues outside it: the same rule as on create.
    const outside = cueOutsideDuration(merged);
    if (outside) throw badRequest(`cues[${outside[0]}].atSeconds: ${outside[1]}`);
    const row = await updateCustom(tx, userId, id, merged);
    if (!row) throw notFound();
    return toCustomMeditation(row);
  });
}

export async function removeCustom(db: Database, userId: string, id: string) {
  if (!(await deleteCustom(db, userId, id))) throw notFound();
}
