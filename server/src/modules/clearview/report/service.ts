// The ClearView report (docs/clearview.md, "PDF export"): made on the server from the session's saved
// data with @react-pdf/renderer, like the proforma report, each time it is asked for (the data
// changes until the session is completed).
import { createElement, type ReactElement } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/http-error.ts';
import { loadOnFirstUse } from '../../../lib/load-on-first-use.ts';
import { CLEARVIEW_MESSAGES } from '@shared/schemas/clearview.ts';
import { type ClearviewReportQuery, clearviewPdfFileName } from '@shared/schemas/clearview-report.ts';
import { loadCompanySettings } from '../../company-settings/repo.ts';
import { findRecruitById } from '../../recruits/repo.ts';
import { serializeRecruit } from '../../recruits/serialize.ts';
import { findSessionByToken } from '../sessions/repo.ts';
import { clearviewReportData } from './serialize.ts';

/** The renderer and the report's layout (lib/load-on-first-use.ts: ~19 MB, loaded with the first report). */
const reportRenderer = loadOnFirstUse(async () => {
  const [{ renderToBuffer }, { ClearviewReport }] = await Promise.all([import('@react-pdf/renderer'), import('./document.tsx')]);
  return { renderToBuffer, ClearviewReport };
});

/** The company's time zone: the report's date is the company's day, as on the proforma report. */
const ZONE = 'America/New_York';

type ReportFile = { filename: string; pdf: Buffer };

/** GET /clearview/{token}/report/: the session's report as a PDF, named ClearView-Summary-{first}-{last}-{date}.pdf. */
export async function clearviewReport(deps: Deps, token: string, query: ClearviewReportQuery): Promise<ReportFile> {
  const session = await findSessionByToken(deps.sql, token);
  const row = session && (await findRecruitById(deps.sql, session.recruit_id));
  if (!session || !row) throw notFound(CLEARVIEW_MESSAGES.invalidSession);
  const recruit = serializeRecruit(row);
  const now = deps.now();
  const longDate = (d: Date) => d.toLocaleDateString('en-US', { timeZone: ZONE, dateStyle: 'long' });
  const data = clearviewReportData({
    recruitName: `${recruit.first_name} ${recruit.last_name}`.trim(),
    recruiterName: recruit.recruiter_name,
    date: longDate(now),
    status: session.completed_at ? `Completed on ${longDate(session.completed_at)}` : 'In progress',
    data: session.data,
    settings: await loadCompanySettings(deps.sql),
    whatIf: { loanAmount: query.what_if_loan_amount, loansPerMonth: query.what_if_loans_per_month },
  });
  const { renderToBuffer, ClearviewReport } = await reportRenderer();
  const pdf = await renderToBuffer(createElement(ClearviewReport, { data }) as unknown as ReactElement<DocumentProps>);
  const day = now.toLocaleDateString('en-CA', { timeZone: ZONE });
  return { filename: clearviewPdfFileName(recruit.first_name, recruit.last_name, day), pdf };
}
