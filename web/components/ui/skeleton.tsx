import type { HTMLAttributes } from 'react';
import { cn } from '#web/lib/cn';

/** A placeholder shaped like the content it stands for; pass the size through className. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn('animate-pulse rounded-xl bg-raised', className)} {...props} />;
}
