import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'lg' | 'md' | 'sm' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-gold text-on-gold hover:bg-gold-hover shadow-[0_8px_24px_-12px_rgba(226,184,87,0.6)]',
  secondary: 'border border-line bg-transparent text-ink hover:border-gold/60 hover:bg-raised',
  ghost: 'bg-transparent text-muted hover:bg-raised hover:text-ink',
  destructive: 'border border-rose/50 bg-transparent text-rose hover:bg-rose/10',
};

const sizes: Record<ButtonSize, string> = {
  lg: 'min-h-13 px-7 text-base',
  md: 'min-h-11 px-5 text-[15px]',
  sm: 'min-h-9 px-3 text-sm',
  icon: 'size-11',
};

/** Class names for a button look, for links styled as buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors duration-200 ease-out',
    'disabled:cursor-not-allowed disabled:opacity-50 cursor-pointer select-none',
    variants[variant],
    sizes[size],
    extra,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, size, className)} {...props} />;
});
