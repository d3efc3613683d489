import { memberFigure, PUBLIC_STATS_MAX_AGE_SECONDS, type PublicStats } from '#domain/landing/landing';
import type { Database } from '#server/db/client';
import { countMembers } from './repository';

/**
 * The landing page's public figures, counted at most once per PUBLIC_STATS_MAX_AGE_SECONDS per
 * instance: an exact count(*) of users, whose cost grows with the table, runs every five minutes
 * however many visitors arrive, and concurrent visitors during a recount share the one query.
 */
export function createPublicStats(db: Database, now: () => number = Date.now) {
  let cached: { stats: PublicStats; countedAt: number } | null = null;
  let counting: Promise<PublicStats> | null = null;

  const recount = async (): Promise<PublicStats> => {
    try {
      const stats = { membersAtLeast: memberFigure(await countMembers(db)) };
      cached = { stats, countedAt: now() };
      return stats;
    } finally {
      counting = null;
    }
  };

  return function publicStats(): Promise<PublicStats> {
    if (cached && now() - cached.countedAt < PUBLIC_STATS_MAX_AGE_SECONDS * 1_000)
      return Promise.resolve(cached.stats);
    counting ??= recount();
    return counting;
  };
}
