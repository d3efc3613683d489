import { useMutationState } from '@tanstack/react-query';
import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

const WithIdSchema = schemaOnFirstUse(() => z.object({ id: z.string() }));

/**
 * Ids of the items whose mutation (by key) is still on its way, read from the mutation cache, where
 * each entry clears when its own request settles, however many others started after it. `field`
 * names the variable that holds the item, e.g. { habit, date } -> 'habit'. Lists use it so a second
 * click on an item cannot race its first, while the other items stay clickable.
 */
export function usePendingIds(mutationKey: readonly unknown[], field: string): Set<string> {
  const ids = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => {
      const variables = mutation.state.variables;
      const item = variables && typeof variables === 'object' ? Reflect.get(variables, field) : undefined;
      return WithIdSchema.safeParse(item).data?.id ?? null;
    },
  });
  return new Set(ids.filter((id) => id !== null));
}
