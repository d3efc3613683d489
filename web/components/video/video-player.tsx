import { cn } from '../../lib/cn';

export function VideoPlayer({ url, title, className }: { url: string; title: string; className?: string }) {
  return (
    <div
      className={cn('grid aspect-video place-items-center rounded-2xl bg-raised', className)}
      data-url={url}
    >
      <p className="text-sm text-muted">{title}</p>
    </div>
  );
}
