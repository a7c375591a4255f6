import { useState } from 'react';
import { REQUEST_STATUSES } from '@shared/domain/onboarding';
import type { OnboardingRequest } from '@shared/schemas/onboarding-responses';
import { Button, ConfirmDialog, EmptyState, ErrorState, Field, PageSpinner, SelectField } from '@client/components/ui';
import { useRefreshOnboarding } from '../../api/onboarding-keys';
import type { OnboardingData } from '../../api/overview';
import { type RequestFilter, useRequestDecisions } from '../../api/requests';
import { ApproveRequestModal } from './approve-request-modal';
import { CreateRequestModal } from './create-request-modal';
import { RequestCard } from './request-card';
import { AddTasksModal } from '../start/add-tasks-modal';

interface Props {
  data: OnboardingData | null;
  loading: boolean;
  error: string | null;
  filter: RequestFilter;
  onFilter: (next: RequestFilter) => void;
  /** From ?recruit=: preselected in the Create modal. */
  recruitId: number | null;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The Requests tab (docs/spec/doc3.md §2.4): filters, list, create, approve, reject and delete. */
export function RequestsTab({ data, loading, error, filter, onFilter, recruitId }: Props) {
  const [creating, setCreating] = useState(false);
  const [approving, setApproving] = useState<OnboardingRequest | null>(null);
  const [deleting, setDeleting] = useState<OnboardingRequest | null>(null);
  const [adding, setAdding] = useState<OnboardingRequest | null>(null);
  const refresh = useRefreshOnboarding();
  const { busyId, reject, remove } = useRequestDecisions();

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove(deleting.id);
    setDeleting(null);
  };

  const requests = data?.requests ?? [];
  /** What the Approve and Add Tasks modals choose templates from. */
  const catalogue = { departments: data?.departments ?? [], templates: data?.templates ?? [] };
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Onboarding Requests</h2>
        <Button onClick={() => setCreating(true)} disabled={!data}>
          Create Request
        </Button>
      </header>

      {/* One recruit's requests are few: no status filter or search to narrow them. */}
      {recruitId === null && (
        <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[12rem_1fr]">
          <SelectField
            label="Status"
            value={filter.status}
            onChange={(e) => onFilter({ ...filter, status: e.target.value as RequestFilter['status'] })}
            options={[{ value: 'all', label: 'All' }, ...REQUEST_STATUSES.map((s) => ({ value: s, label: capitalize(s) }))]}
          />
          <Field
            label="Search"
            type="search"
            placeholder="Search by recruit name or email"
            value={filter.search}
            onChange={(e) => onFilter({ ...filter, search: e.target.value })}
          />
        </div>
      )}

      <section aria-labelledby="requests-heading" aria-busy={loading || undefined}>
        <h3 id="requests-heading" className="mb-3 text-base font-semibold text-slate-800">
          {`Requests (${data?.requestCount ?? 0})`}
        </h3>
        {!data && loading ? (
          <PageSpinner label="Loading requests..." />
        ) : !data && error ? (
          <ErrorState message={error} onRetry={() => void refresh()} />
        ) : requests.length === 0 ? (
          <EmptyState title="No onboarding requests found" />
        ) : (
          <ul className="space-y-3">
            {requests.map((r) => (
              <li key={r.id}>
                <RequestCard
                  request={r}
                  busy={busyId === r.id}
                  onApprove={() => setApproving(r)}
                  onReject={() => void reject(r.id)}
                  onDelete={() => setDeleting(r)}
                  onAddTasks={() => setAdding(r)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <CreateRequestModal
        open={creating}
        recruits={data?.recruits ?? []}
        initialRecruitId={recruitId}
        onClose={() => setCreating(false)}
        onCreated={() => setCreating(false)}
      />
      <ApproveRequestModal request={approving} {...catalogue} onClose={() => setApproving(null)} onApproved={() => setApproving(null)} />
      <AddTasksModal request={adding} {...catalogue} onClose={() => setAdding(null)} />
      <ConfirmDialog
        open={deleting !== null}
        message="Are you sure you want to delete this request?"
        busy={deleting !== null && busyId === deleting.id}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
