import type { ReactNode } from 'react';
import { BrandMark } from '@client/components/brand-mark';
import { AuthIllustration } from './auth-illustration';

interface AuthLayoutProps {
  /** Marketing panel heading; changes with the screen's state. */
  title: string;
  description: ReactNode;
  /** The form panel. */
  children: ReactNode;
}

/** Sign-in and password screens: marketing panel left (brand, text, illustration), form right. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-white md:flex-row">
      <aside className="bg-brand-gradient relative overflow-hidden px-6 py-8 text-white md:flex md:w-5/12 md:flex-col md:px-10 md:py-10 lg:w-1/2 lg:px-14">
        <BrandMark tone="light" />
        <div className="relative z-10 mt-8 max-w-md md:mt-20 lg:mt-28">
          <h2 className="text-2xl font-semibold tracking-tight md:text-3xl lg:text-4xl">{title}</h2>
          <div className="mt-4 text-sm leading-relaxed text-blue-50 md:text-base">{description}</div>
        </div>
        <AuthIllustration className="pointer-events-none absolute bottom-0 left-0 hidden w-[85%] max-w-[30rem] md:block" />
        {/* soft light behind the text so the gradient does not look flat */}
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-3xl" />
      </aside>
      <main className="flex flex-1 items-center justify-center px-6 py-10 md:px-10">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
