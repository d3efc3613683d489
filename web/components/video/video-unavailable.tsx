import { VideoOff } from 'lucide-react';

/** Said in place of a player when the link names no playable video or the file fails to load. */
export function VideoUnavailable({ title }: { title: string }) {
  return (
    <div
      role="img"
      aria-label={`${title}: this video is unavailable`}
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-[#100e24] px-6 text-center"
    >
      <VideoOff size={28} strokeWidth={1.75} className="text-muted" aria-hidden />
      <p className="font-serif text-xl text-ink">{title}</p>
      <p className="text-sm text-muted">This video is unavailable right now.</p>
    </div>
  );
}
