import type { Database } from '#server/db/client';
import type { UserRow } from '#server/db/schema/users';
import { assertNotDisabled } from '#server/admin/disabled-accounts';
import { admitNewMember } from '#server/signup/admission';
import { IdentityLinkRefused, upsertOidcUser, type OidcProfile } from './user-repository';

type ProviderSignIn = { user: UserRow; tookOverUnverified: boolean };

/**
 * Signs in (or up) the person a provider vouched for. A new member passes the sign-up mode's check in
 * the transaction that creates them; a disabled account is refused (403). Null when an account already
 * uses the address and the provider has not confirmed that it is theirs.
 */
export async function signInWithProvider(
  db: Database,
  profile: OidcProfile,
  invitation: string | undefined,
): Promise<ProviderSignIn | null> {
  try {
    const linked = await upsertOidcUser(db, profile, new Date(), (tx) =>
      admitNewMember(tx, invitation, profile.email),
    );
    assertNotDisabled(linked.user);
    return linked;
  } catch (error) {
    if (error instanceof IdentityLinkRefused) return null;
    throw error;
  }
}
