import { type ReactNode, useEffect } from 'react';
import { BrandMark } from './brand-mark';

const WIDTHS = { narrow: 'max-w-xl', medium: 'max-w-2xl', wide: 'max-w-3xl' } as const;

interface Props {
  /** The browser tab's title, before "· Clearpath". */
  title: string;
  width: keyof typeof WIDTHS;
  children: ReactNode;
}

/**
 * The frame of a page opened from a link in an e-mail (no app layout, no sign-in): the tab's title,
 * and the brand mark above the content on a grey page.
 */
export function TokenLinkPage({ title, width, children }: Props) {
  useEffect(() => {
    document.title = `${title} · Clearpath`;
  }, [title]);
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-8 sm:py-12">
      <div className={`mx-auto flex ${WIDTHS[width]} flex-col gap-8`}>
        <BrandMark />
        {children}
      </div>
    </main>
  );
}
