import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { SpinnerIcon } from './spinner';

type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'danger-ghost' | 'link';
type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner; `loadingText` replaces the label while busy. */
  loading?: boolean;
  loadingText?: ReactNode;
  icon?: ReactNode;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-gradient text-white shadow-sm hover:brightness-110 disabled:brightness-100',
  secondary: 'bg-indigo-50 text-indigo-700 hover:bg-indigo-100',
  outline: 'border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
  /** A quiet destructive action beside others (Delete on a card). */
  'danger-ghost': 'text-red-600 hover:bg-red-50 hover:text-red-700',
  link: 'text-indigo-600 underline-offset-2 hover:text-indigo-800 hover:underline',
};

const SIZES: Record<ButtonSize, string> = {
  // A minimum height, not a fixed one: a label that must wrap in a narrow cell grows the button
  // instead of spilling over its border.
  sm: 'min-h-8 px-3 py-1 text-sm gap-1.5',
  md: 'min-h-10 px-4 py-1.5 text-sm gap-2',
  lg: 'min-h-12 px-6 py-2 text-base gap-2',
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingText,
  icon,
  fullWidth,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(
        'inline-flex items-center justify-center rounded-lg font-medium transition',
        'disabled:cursor-not-allowed disabled:opacity-60',
        variant === 'link' ? 'h-auto p-0 text-sm' : SIZES[size],
        VARIANTS[variant],
        fullWidth && 'w-full',
        className,
      )}
      {...rest}
    >
      {loading ? <SpinnerIcon size="sm" /> : icon}
      {loading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}
