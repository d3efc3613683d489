import { ADMIN_MESSAGES } from '#domain/admin/admin';
import { SIGNUP_MODE_NOTICE } from '#domain/admin/signup-modes';
import type { Database } from '#server/db/client';
import { invitationValid } from '#server/signup/invitations';
import { readSignupMode } from '#server/signup/signup-mode';
import type { SignInPageModel } from './sign-in-page';

/**
 * What /api/login shows under the sign-up mode in force: an invitation link opens the create-account
 * form carrying its token; without one, invite-only and closed servers say what a visitor can do and
 * offer sign-in only.
 */
export async function signInPageFor(
  db: Database,
  request: {
    mode?: 'signin' | 'signup' | undefined;
    /** The form an open server shows when the link names none: sign-up for a browser new here. */
    defaultMode: 'signin' | 'signup';
    invitation?: string | undefined;
    providerSignIn: boolean;
  },
): Promise<SignInPageModel> {
  const signupMode = await readSignupMode(db);
  const base = { providerSignIn: request.providerSignIn };
  if (request.invitation && signupMode !== 'closed') {
    if (await invitationValid(db, request.invitation))
      return { ...base, mode: 'signup', values: { invitation: request.invitation } };
    return { ...base, mode: 'signin', error: ADMIN_MESSAGES.invitationInvalid, signUpOffered: false };
  }
  if (signupMode === 'open') return { ...base, mode: request.mode ?? request.defaultMode };
  return {
    ...base,
    mode: 'signin',
    notice: SIGNUP_MODE_NOTICE[signupMode] ?? undefined,
    signUpOffered: false,
  };
}
