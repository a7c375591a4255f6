import { Link } from 'wouter';
import { paths } from '@client/config/paths';
import { FIELD_LABELS, HINT_ORDER, MAX_HINTS } from '@shared/domain/profile';
import type { Recruit } from '@shared/schemas/recruit-responses';
import { useProfile } from '../../api/profile';
import { CompletionBar } from '@client/components/completion-bar';

/**
 * The profile card: photo, contact, the completion bar, and at most 5 missing-field hints checked in
 * the documented order (docs/spec/doc2.md "Recruit dashboard").
 */
export function ProfileCard({ recruit }: { recruit: Recruit }) {
  const profile = useProfile(recruit.id);
  const data = profile.data;
  const missing = new Set(data?.missing_fields ?? []);
  const hints = data ? HINT_ORDER.filter((f) => missing.has(f)).slice(0, MAX_HINTS) : [];
  const photoId = data?.personalization.profilePhoto;
  const photo = photoId ? data?.images[photoId] : undefined;
  return (
    <section aria-labelledby="profile-card" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-4">
        {photo ? (
          <img src={photo.thumbnail_url} alt="Your profile" className="size-14 rounded-full object-cover" />
        ) : (
          <div className="grid size-14 place-items-center rounded-full bg-indigo-100 text-lg font-semibold text-indigo-700">
            {`${recruit.first_name[0] ?? ''}${recruit.last_name[0] ?? ''}`}
          </div>
        )}
        <div className="min-w-0">
          <h2 id="profile-card" className="text-lg font-semibold text-slate-900">
            Your profile
          </h2>
          <p className="text-sm break-words text-slate-600">
            {recruit.email}
            {recruit.phone && (
              <>
                {' · '}
                <span className="whitespace-nowrap">{recruit.phone}</span>
              </>
            )}
          </p>
        </div>
      </div>
      {data && <CompletionBar percentage={data.completion_percentage} status={data.status} />}
      {hints.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Still missing</h3>
          <ul className="mt-1 list-inside list-disc text-sm text-slate-700" aria-label="Missing profile fields">
            {hints.map((f) => (
              <li key={f}>{FIELD_LABELS[f]}</li>
            ))}
          </ul>
        </div>
      )}
      <Link href={paths.recruitProfile} className="inline-block text-sm font-medium text-indigo-600 hover:underline">
        {data?.completion_percentage === 100 ? 'Review your profile' : 'Complete your profile'}
      </Link>
    </section>
  );
}
