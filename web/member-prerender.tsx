import { renderToString } from 'react-dom/server';
import { AppFramePlaceholder } from '#web/app/shell/app-frame-placeholder';
import { DASHBOARD_STATS_PATH } from '#domain/dashboard/dashboard';

/** The signed-in frame's markup for the member's documents, rendered at build time (scripts/member-document.mjs). */
export function renderMemberFrame(): string {
  return renderToString(<AppFramePlaceholder />);
}

/**
 * What the dashboard's largest text (the coherence line) waits for: the member's dashboard document
 * asks for it with the code, so the answer is there when the page first renders.
 */
export const DASHBOARD_FIRST_DATA = [DASHBOARD_STATS_PATH];
