import type { ReactNode } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from '#web/components/ui/button';

/**
 * Every call to action on the landing page is a full-page navigation to the provider's sign-in
 * (docs/landing.md), so it is a plain link, never a client-side route.
 */
export function SignInLink({
  children,
  variant = 'primary',
  size = 'md',
  className,
}: {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <a href="/api/login" className={buttonClass(variant, size, className)}>
      {children}
    </a>
  );
}
