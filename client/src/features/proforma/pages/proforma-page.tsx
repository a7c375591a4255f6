import { useState } from 'react';
import { useSearch } from 'wouter';
import { Button, EmptyState, PageSpinner, Tabs } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { PROFORMA_TEXTS } from '@shared/domain/proforma';
import type { ProformaSessionItem } from '@shared/schemas/proforma-responses';
import { usePickedRecruit } from '../api/recruits';
import { useProformaOverview, useRecruitSessions } from '../api/sessions';
import { CompareTab } from '../components/compare-tab';
import { DetailsTab } from '../components/details-tab';
import { LiveTab } from '../components/live-tab';
import { OverviewTab } from '../components/overview-tab';
import { RecruitPicker } from '../components/recruit-picker';
import { ScheduleProformaForm } from '../components/schedule-proforma-form';
import { SessionsTab } from '../components/sessions-tab';

/** /dashboard/proforma?recruit= — Proforma Build-Out Management (docs/spec/doc2.md §2; docs/proforma.md "Screens"). */
export default function ProformaPage() {
  const search = new URLSearchParams(useSearch());
  const fromUrl = Number(search.get('recruit'));
  const [picked, setPicked] = useState<number | null>(Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : null);
  const [tab, setTab] = useState('overview');
  const [selected, setSelected] = useState<ProformaSessionItem | null>(null);
  const recruit = usePickedRecruit(picked);
  const overview = useProformaOverview(picked);
  const sessions = useRecruitSessions(picked);
  const open = (s: ProformaSessionItem, where: 'live' | 'details') => {
    setSelected(s);
    setTab(where);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Proforma Build-Out Management</h1>
        <p className="mt-1 text-sm text-slate-600">Model a recruit's own branch or desk, live, and share the report.</p>
      </header>
      <RecruitPicker
        recruitName={recruit.data ? `${recruit.data.first_name} ${recruit.data.last_name}` : null}
        onPick={(id) => {
          setPicked(id);
          setSelected(null);
        }}
      />
      {overview.isError ? (
        <section role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5">
          <h2 className="font-semibold text-red-800">{PROFORMA_TEXTS.overviewErrorTitle}</h2>
          <p className="mt-1 text-sm text-red-700">{errorText(overview.error, PROFORMA_TEXTS.overviewFailed)}</p>
          <Button variant="outline" className="mt-3" onClick={() => void overview.refetch()}>
            Try Again
          </Button>
        </section>
      ) : (
        <Tabs
          selectedKey={tab}
          onChange={setTab}
          panelClassName="pt-5"
          tabs={[
            {
              key: 'overview',
              label: 'Overview',
              content: overview.data ? <OverviewTab data={overview.data} onOpen={(s) => open(s, 'details')} /> : <PageSpinner />,
            },
            {
              key: 'sessions',
              label: 'Sessions',
              content: (
                <SessionsTab recruitPicked={picked !== null} sessions={sessions.data ?? []} loading={sessions.isLoading} onOpen={open} />
              ),
            },
            {
              key: 'new',
              label: 'New Session',
              content: (
                <ScheduleProformaForm recruitId={picked} successText={PROFORMA_TEXTS.scheduled} onCreated={(s) => open(s, 'details')} />
              ),
            },
            {
              key: 'live',
              label: 'Live Session',
              content: selected ? (
                <LiveTab session={selected} onChanged={setSelected} />
              ) : (
                <EmptyState title="No session selected" description="Choose a session and Start Live Session." />
              ),
            },
            { key: 'compare', label: 'Compare', content: <CompareTab sessions={sessions.data ?? []} /> },
            {
              key: 'details',
              label: 'Details',
              content: selected ? (
                <DetailsTab session={selected} onChanged={setSelected} onLive={() => setTab('live')} />
              ) : (
                <EmptyState title="No session selected" />
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
