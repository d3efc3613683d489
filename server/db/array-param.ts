/**
 * A list as one statement parameter: PostgreSQL's array literal of `values` (cast it in the SQL,
 * e.g. `${arrayParam(ids)}::uuid[]`). One parameter for any number of items keeps the statement's
 * text the same, so it is prepared once per connection (named-statements.ts). Every element is
 * quoted, so no value can break out of the literal; null is SQL NULL.
 */
export function arrayParam(values: ReadonlyArray<string | number | boolean | null>): string {
  const elements = values.map((value) =>
    value === null ? 'NULL' : `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${elements.join(',')}}`;
}
