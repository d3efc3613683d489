import { renderToString } from 'react-dom/server';
import { AppFramePlaceholder } from '#web/app/shell/app-frame-placeholder';

/** The signed-in frame's markup for member.html, rendered at build time (scripts/member-document.mjs). */
export function renderMemberFrame(): string {
  return renderToString(<AppFramePlaceholder />);
}
