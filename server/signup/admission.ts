import { ADMIN_MESSAGES } from '#domain/admin/admin';
import type { Database } from '#server/db/client';
import { forbidden } from '#server/http/errors';
import { useInvitation } from './invitations';
import { readSignupMode } from './signup-mode';

/**
 * Lets a new account be created under the sign-up mode in force, or refuses with 403 and a message.
 * Call it inside the transaction that creates the account: in invite-only mode it uses up the
 * invitation there, so the link works once and a failed sign-up leaves it unused.
 */
export async function admitNewMember(
  tx: Database,
  invitation: string | undefined,
  email: string,
): Promise<void> {
  const mode = await readSignupMode(tx);
  if (mode === 'open') return;
  if (mode === 'closed') throw forbidden(ADMIN_MESSAGES.signupClosed);
  if (!invitation) throw forbidden(ADMIN_MESSAGES.inviteOnly);
  if (!(await useInvitation(tx, invitation, email))) throw forbidden(ADMIN_MESSAGES.invitationInvalid);
}
