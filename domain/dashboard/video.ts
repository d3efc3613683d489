/**
 * The video URL rule (docs/dashboard.md) and the product's video links, in one place.
 * No dependencies on purpose: the landing page imports this and must stay tiny.
 */

/** YouTube's privacy-enhanced player: no cookies until the visitor plays (the CSP allows only this frame). */
const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export type VideoSource =
  | { kind: 'youtube'; videoId: string; startSeconds: number | null }
  | { kind: 'file'; src: string }
  | { kind: 'invalid' };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_LINK_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
/** Path prefixes whose next segment is the video id. */
const ID_PATH_PREFIXES = ['shorts', 'embed'];
const TIMESTAMP = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/;

/** YouTube's `t`/`start` values: `90`, `90s`, `1m30s`, `1h2m3s`. Anything else is ignored. */
export function parseTimestamp(value: string | null): number | null {
  if (!value) return null;
  const match = TIMESTAMP.exec(value.trim());
  if (!match || match[0] === '') return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : null;
}

/** The id a YouTube link names ('' when it names none), or null when the link is not YouTube's. */
function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (SHORT_LINK_HOSTS.has(host)) return segments[0] ?? '';
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments[0] === 'watch') return url.searchParams.get('v') ?? '';
  if (segments[0] && ID_PATH_PREFIXES.includes(segments[0])) return segments[1] ?? '';
  return '';
}

/**
 * A YouTube watch, youtu.be, /shorts/ or /embed/ link is a YouTube video; any other http(s) or
 * same-site path plays as a file in `<video>`. A YouTube link that names no video (a channel, a
 * malformed id) and non-web schemes (`javascript:`, `data:`) are invalid rather than "files".
 */
export function parseVideoUrl(input: string): VideoSource {
  const raw = input.trim();
  if (!raw) return { kind: 'invalid' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw.startsWith('/') && !raw.startsWith('//') ? { kind: 'file', src: raw } : { kind: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'invalid' };
  const id = youtubeId(url);
  if (id === null) return { kind: 'file', src: url.href };
  if (!VIDEO_ID.test(id)) return { kind: 'invalid' };
  const startSeconds = parseTimestamp(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return { kind: 'youtube', videoId: id, startSeconds };
}

/** The privacy-enhanced embed address; `autoplay` is for a facade the visitor has just pressed. */
export function youtubeEmbedUrl(
  videoId: string,
  { startSeconds = null, autoplay = false }: { startSeconds?: number | null; autoplay?: boolean } = {},
): string {
  const params = new URLSearchParams({ rel: '0', playsinline: '1' });
  if (autoplay) params.set('autoplay', '1');
  if (startSeconds) params.set('start', String(startSeconds));
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${videoId}?${params.toString()}`;
}

export type FeaturedVideo = { title: string; description: string; url: string };

/**
 * The landing page's two videos (docs/dashboard.md). Keep every video link here so editors change them
 * in one place.
 *
 * The spec names topics ("7 principles", "a 15-minute abundance meditation") that the product team
 * has not recorded yet. Rather than label someone else's video with a title it does not have, these
 * are widely published, freely embeddable talks shown under their real titles and authors: a TED talk
 * on ten mindful minutes a day, and a short guided meditation. Swap in the product's own recordings
 * by changing these entries only.
 */
export const LANDING_VIDEOS = {
  mindfulMinutes: {
    title: 'All it takes is 10 mindful minutes',
    description: 'Andy Puddicombe (TED): why ten quiet minutes a day change how the other hours feel.',
    url: 'https://www.youtube.com/watch?v=qzR62JJCMBQ',
  },
  fiveMinuteMeditation: {
    title: '5-Minute Meditation You Can Do Anywhere',
    description: 'Goodful: a short guided practice to settle your breath before you set an intention.',
    url: 'https://www.youtube.com/watch?v=inpok4MKVLM',
  },
} as const satisfies Record<string, FeaturedVideo>;

/** A player clock: `m:ss`, or `h:mm:ss` from an hour; unknown or negative times read 0:00. */
export function formatVideoTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
