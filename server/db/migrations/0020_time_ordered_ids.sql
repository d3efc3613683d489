-- Hand-written: UUID version 7 (RFC 9562) made in the database: the first 48 bits are the Unix time
-- in milliseconds, then the version (7), and the rest is gen_random_uuid()'s randomness with its
-- variant bits. Keys of rows inserted later sort later, so an insert lands at the right-hand end of
-- the primary key's index (and of practice_log's (kind, source_id) key for habit completions)
-- instead of on a random page (docs/performance.md, "Keys that arrive in order").
CREATE OR REPLACE FUNCTION time_ordered_uuid() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
        placing substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
        FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;--> statement-breakpoint
ALTER TABLE "habit_completions" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();--> statement-breakpoint
ALTER TABLE "practice_log" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();--> statement-breakpoint
ALTER TABLE "daily_rituals" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();