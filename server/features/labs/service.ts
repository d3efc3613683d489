import { LABS, type Lab, type LabId } from '#domain/labs/labs';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { assertPlanIncludes } from '#server/plans/plan-limits';
import { enabledLabs, setLab } from './repository';

/** Every declared lab with whether the member has it on. */
export async function labsOf(db: Database, userId: string): Promise<Lab[]> {
  const on = await enabledLabs(db, userId);
  return LABS.map((lab) => ({ ...lab, enabled: on.has(lab.id) }));
}

/** Switching a lab is Premium's early access; the plan is checked in the transaction that writes. */
export async function switchLab(
  db: Database,
  config: AppConfig,
  userId: string,
  id: LabId,
  enabled: boolean,
): Promise<Lab> {
  await db.transaction(async (tx) => {
    await assertPlanIncludes(tx, config, userId, 'earlyAccess');
    await setLab(tx, userId, id, enabled);
  });
  const lab = (await labsOf(db, userId)).find((candidate) => candidate.id === id);
  if (!lab) throw new Error(`lab ${id} is declared but not listed`);
  return lab;
}
