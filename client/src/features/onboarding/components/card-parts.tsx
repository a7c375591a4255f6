// Pieces the onboarding cards (departments, templates, requests, tasks) share.
import type { ReactNode } from 'react';
import { Button } from '@client/components/ui';

/** One "Label: value" pair of a card's inline facts (use inside a flex <dl>). */
export function InlineFact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt>{label}:</dt>
      <dd className="font-medium text-slate-800">{value}</dd>
    </div>
  );
}

/** A link that opens in a new tab; `label` names it for screen readers (which are told it opens a tab). */
export function NewTabLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="text-sm font-medium text-indigo-600 hover:text-indigo-800 hover:underline"
      aria-label={`${label} (opens in a new tab)`}
    >
      {children}
    </a>
  );
}

/** A labelled block of free text on a card (notes, instructions); `clamped` shows at most four lines. */
export function CardNote({ label, text, clamped = false }: { label: string; text: string; clamped?: boolean }) {
  return (
    <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <p className="text-xs font-medium text-slate-500">{label}</p>
      <p className={`mt-0.5 whitespace-pre-line text-slate-700${clamped ? ' line-clamp-4' : ''}`}>{text}</p>
    </div>
  );
}

interface CardProps {
  title: string;
  /** The card's accessible name, when it is not the title. */
  label?: string;
  /** Shown beside the title (status, priority). */
  badges?: ReactNode;
  /** Under the title: a description or an e-mail address. */
  subtitle?: ReactNode;
  /** The buttons and links at the top right. */
  actions?: ReactNode;
  /** The rest of the card under its head (facts, notes). */
  children?: ReactNode;
}

/** A list card: its title with badges and subtitle, its actions at the right, then its body. */
export function Card({ title, label = title, badges, subtitle, actions, children }: CardProps) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={label}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        {/* At least 12rem wide, so on a phone the actions wrap under the title instead of squeezing it. */}
        <div className="min-w-48 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">{title}</h3>
            {badges}
          </div>
          {subtitle}
        </div>
        {actions}
      </div>
      {children}
    </article>
  );
}

/** A setup card's Edit and Delete buttons, each named with the item (`name`) for screen readers. */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="sm" variant="danger-ghost" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </div>
  );
}
