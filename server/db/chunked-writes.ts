import { z } from 'zod';

/** Rows per bulk-write statement: the arrays stay small enough for one round trip each. */
const ROWS_PER_STATEMENT = 5_000;

/** What a bulk-write statement answers: `select count(*) as added from added`. */
export const AddedCountSchema = z.object({ added: z.coerce.number().int() });

/** Runs `write` over `items` one statement's worth at a time; returns the sum of what each wrote. */
export async function inChunks<T>(
  items: readonly T[],
  write: (chunk: readonly T[]) => Promise<number>,
): Promise<number> {
  let total = 0;
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT)
    total += await write(items.slice(start, start + ROWS_PER_STATEMENT));
  return total;
}
