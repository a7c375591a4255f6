import { initials } from '@shared/format';
import type { Participant } from '../hooks/use-presence';

const ROLE = { recruit: 'Recruit', recruiter: 'Recruiter' } as const;

/** Who is in the session right now, with the colour their rings use. */
export function PresenceBar({ participants }: { participants: Participant[] }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-xs font-medium text-slate-500">In this session:</span>
      <ul aria-label="People in this session" className="contents">
        {participants.map((p) => (
          <li
            key={p.clientId}
            className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white py-0.5 pr-2.5 pl-0.5 text-xs text-slate-700"
          >
            <span
              aria-hidden="true"
              className="grid size-6 place-items-center rounded-full text-[10px] font-semibold text-white"
              style={{ backgroundColor: p.user.color }}
            >
              {initials(p.user.name)}
            </span>
            <span className="font-medium">
              {p.user.name}
              {p.isSelf && ' (you)'}
            </span>
            <span className="text-slate-500">· {ROLE[p.user.role]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
