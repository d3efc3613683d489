import { ADMIN_MESSAGES } from '#domain/admin/admin';
import { forbidden } from '#server/http/errors';

/** Refuses (403) a sign-in, by any method, to an account an admin disabled. */
export function assertNotDisabled(user: { disabledAt: Date | null }): void {
  if (user.disabledAt) throw forbidden(ADMIN_MESSAGES.disabled);
}
