import { useState } from 'react';
import { Badge, Button, EmptyState, Modal, PageSpinner } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { formatDateTime } from '@shared/format';
import { toast } from '@client/lib/toast';
import type { StaffReportSummary } from '@shared/schemas/staff-reports';
import { useDownloadReportCsv, useStaffReport, useStaffReports } from '../api/reports';
import { ReportTable } from '../components/report-table';

/** /dashboard/reports — reports computed from the live data, viewed as a table or downloaded as CSV (docs/dashboard.md "Reports"). */
export default function ReportsPage() {
  const reports = useStaffReports();
  const [viewing, setViewing] = useState<StaffReportSummary | null>(null);
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Reports</h1>
        <p className="mt-1 text-sm text-slate-600">
          Generated from the current pipeline, ClearView and onboarding data each time you open them.
        </p>
      </header>
      {reports.isPending ? (
        <PageSpinner label="Loading reports..." />
      ) : reports.isError ? (
        <ErrorPanel text={errorText(reports.error, 'Failed to load reports')} onRetry={() => void reports.refetch()} />
      ) : reports.data.length === 0 ? (
        <EmptyState title="No reports yet" description="Reports appear here once they are available." />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Reports">
          {reports.data.map((r) => (
            <ReportCard key={r.id} report={r} onView={() => setViewing(r)} />
          ))}
        </ul>
      )}
      <ReportDialog report={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

function ReportCard({ report, onView }: { report: StaffReportSummary; onView: () => void }) {
  return (
    <li className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby={`report-${report.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`report-${report.id}`} className="font-semibold text-slate-900">
          {report.title}
        </h2>
        <Badge tone="green">{report.status}</Badge>
      </div>
      <p className="mt-1 flex-1 text-sm text-slate-600">{report.description}</p>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
        <div>
          <dt className="inline">Type: </dt>
          <dd className="inline font-medium text-slate-700">{report.type}</dd>
        </div>
        <div>
          <dt className="inline">Generated: </dt>
          <dd className="inline font-medium text-slate-700">
            <time dateTime={report.generated_at}>{formatDateTime(report.generated_at)}</time>
          </dd>
        </div>
        <div>
          <dt className="inline">Rows: </dt>
          <dd className="inline font-medium text-slate-700">{report.row_count}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={onView} aria-label={`View ${report.title}`}>
          View
        </Button>
        <CsvButton id={report.id} title={report.title} />
      </div>
    </li>
  );
}

function ReportDialog({ report, onClose }: { report: StaffReportSummary | null; onClose: () => void }) {
  const detail = useStaffReport(report?.id ?? null);
  return (
    <Modal
      open={report !== null}
      onClose={onClose}
      title={report?.title ?? ''}
      description={report?.description}
      size="wide"
      footer={
        report && (
          <>
            <CsvButton id={report.id} title={report.title} size="md" />
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </>
        )
      }
    >
      {detail.isPending ? (
        <PageSpinner label="Loading report..." />
      ) : detail.isError ? (
        <ErrorPanel text={errorText(detail.error, 'Failed to load the report')} onRetry={() => void detail.refetch()} />
      ) : detail.data.rows.length === 0 ? (
        <EmptyState title="No data yet" description="This report has no rows." />
      ) : (
        <div className="space-y-2">
          <p className="text-xs text-slate-500">
            Generated <time dateTime={detail.data.generated_at}>{formatDateTime(detail.data.generated_at)}</time>
          </p>
          <ReportTable report={detail.data} />
        </div>
      )}
    </Modal>
  );
}

/** Fetches the CSV through the api helper (bearer, refresh) and saves it as a file. */
function CsvButton({ id, title, size = 'sm' }: { id: string; title: string; size?: 'sm' | 'md' }) {
  const download = useDownloadReportCsv(id, () => toast.success('Report downloaded'));
  return (
    <Button
      size={size}
      variant="outline"
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={`Download CSV of ${title}`}
    >
      Download CSV
    </Button>
  );
}

function ErrorPanel({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <section role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5">
      <h2 className="font-semibold text-red-800">Reports could not be loaded</h2>
      <p className="mt-1 text-sm text-red-700">{text}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        Try Again
      </Button>
    </section>
  );
}
