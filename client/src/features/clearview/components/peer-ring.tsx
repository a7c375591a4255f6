// The coloured ring and name tag on a field another participant is editing.
import type { ReactNode } from 'react';
import type { Participant } from '../hooks/use-presence';

interface Props {
  editors: Participant[];
  children: ReactNode;
}

export function PeerRing({ editors, children }: Props) {
  const first = editors[0];
  return (
    <div className="relative rounded-lg" style={first ? { boxShadow: `0 0 0 2px ${first.user.color}` } : undefined}>
      {children}
      {editors.length > 0 && (
        // Ignored by the PDF export: presence is not part of the plan.
        <div className="pointer-events-none absolute -top-2.5 right-2 flex gap-1">
          {editors.map((p) => (
            <span
              key={p.clientId}
              className="rounded px-1.5 py-px text-[11px] leading-4 font-medium text-white shadow-sm"
              style={{ backgroundColor: p.user.color }}
            >
              {p.user.name} is editing
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
