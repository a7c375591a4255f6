import { RoundIcon } from '@client/components/round-icon';

/** Shown when the acceptance link is unknown, used or expired. */
export function InvalidLinkPanel({ message }: { message: string }) {
  return (
    <section role="alert" className="rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm">
      <RoundIcon
        tone="bg-red-50 text-red-600"
        strokeWidth={2}
        path="M12 9v3.75m9-.75a9 9 0 1 1-18 0 9 9 0 0 1 18 0zm-9 3.75h.008v.008H12v-.008z"
      />
      <h1 className="mt-5 text-2xl font-semibold text-slate-900">Invalid Link</h1>
      <p className="mt-3 font-medium text-red-700">{message}</p>
      <p className="mt-2 text-sm text-slate-600">
        This link may have expired or is invalid. Please contact your recruiter for a new invitation.
      </p>
    </section>
  );
}
