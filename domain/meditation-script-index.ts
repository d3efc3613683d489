import { CATALOGUE_SCRIPTS } from './meditation-scripts-catalogue';
import { LIBRARY_DAY_SCRIPTS } from './meditation-scripts-library-day';
import { LIBRARY_NIGHT_SCRIPTS } from './meditation-scripts-library-night';
import { SCENARIO_SCRIPTS } from './meditation-scripts-scenarios';
import type { MeditationScript } from './meditation-scripts';

/** Every built-in script by id: the catalogue and library sessions and the guided-imagery scenarios. */
export const ALL_SCRIPTS: readonly MeditationScript[] = [
  ...CATALOGUE_SCRIPTS,
  ...LIBRARY_DAY_SCRIPTS,
  ...LIBRARY_NIGHT_SCRIPTS,
  ...SCENARIO_SCRIPTS,
];

const byId = new Map(ALL_SCRIPTS.map((script) => [script.id, script]));

export function findScript(id: string): MeditationScript | undefined {
  return byId.get(id);
}
