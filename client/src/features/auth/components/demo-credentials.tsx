import { useDemoAccounts, type DemoAccount } from '../api/sign-in';

const TYPE_LABEL = { recruiter: 'Recruiter', recruit: 'Recruit' } as const;

interface DemoCredentialsProps {
  onPick: (account: DemoAccount) => void;
}

/** Demo accounts from the server; clicking one fills the form. Shows nothing when there are none. */
export function DemoCredentials({ onPick }: DemoCredentialsProps) {
  const accounts = useDemoAccounts().data ?? [];
  if (accounts.length === 0) return null;

  return (
    <section aria-labelledby="demo-credentials-title" className="rounded-lg border border-indigo-100 bg-indigo-50/60 p-4">
      <h2 id="demo-credentials-title" className="text-sm font-semibold text-indigo-900">
        Demo credentials
      </h2>
      <p className="mt-0.5 text-xs text-indigo-800/80">Click an account to fill in the form.</p>
      <ul className="mt-3 space-y-2">
        {accounts.map((account) => (
          <li key={`${account.user_type}:${account.email}`}>
            <button
              type="button"
              onClick={() => onPick(account)}
              className="w-full rounded-md border border-indigo-100 bg-white px-3 py-2 text-left text-xs shadow-sm hover:border-indigo-300"
            >
              <span className="block font-semibold text-slate-800">{TYPE_LABEL[account.user_type]}</span>
              <span className="mt-0.5 block break-all font-mono text-slate-600">
                {account.email} / {account.password}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
