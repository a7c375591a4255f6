// The proforma report (docs/proforma.md, "PDF report"): made on the server from the saved inputs of
// a completed session, kept with the session, downloaded, or e-mailed as an attachment through the
// message pipeline. Offered only once the session is completed.
import { createElement, type ReactElement } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';
import { transaction } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { badRequest, conflict } from '../../../lib/http-error.ts';
import { loadOnFirstUse } from '../../../lib/load-on-first-use.ts';
import { present } from '../../../lib/present.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import type { EmailPdfBody } from '@shared/schemas/proforma.ts';
import type { EmailPdfResponse, PdfResponse } from '@shared/schemas/proforma-responses.ts';
import { PROFORMA_TEXTS } from '@shared/domain/proforma.ts';
import { logActivity } from '../../activity/repo.ts';
import { findNurtureRecruit } from '../../nurture/recruit-repo.ts';
import { listInputs } from '../inputs/repo.ts';
import { savedCalculation } from '../inputs/service.ts';
import { readableSession } from '../sessions/access.ts';
import type { SessionRow } from '../sessions/repo.ts';
import * as repo from './repo.ts';

/** The renderer and the report's layout (lib/load-on-first-use.ts: ~19 MB, loaded with the first report). */
const reportRenderer = loadOnFirstUse(async () => {
  const [{ renderToBuffer }, { ProformaReport }] = await Promise.all([import('@react-pdf/renderer'), import('./document.tsx')]);
  return { renderToBuffer, ProformaReport };
});

const NOT_COMPLETED = 'The proforma report is available once the session is completed';

type ReportFile = { filename: string; pdf: Buffer };

/** The day in Eastern Time (the company's), as YYYY-MM-DD. */
const day = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
const safe = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '') || 'Recruit';

/** The report's file name: Proforma-{first}-{last}-{completion date}.pdf. */
const fileName = (s: SessionRow) =>
  `Proforma-${safe(s.first_name)}-${safe(s.last_name)}-${day(present(s.completed_at, 'completed_at'))}.pdf`;

async function render(deps: Deps, s: SessionRow): Promise<Buffer> {
  const calculation = await savedCalculation(deps.sql, s);
  if (!calculation) throw badRequest('Enter monthly units, average loan amount and target margin before making the report');
  const recruit = present(await findNurtureRecruit(deps.sql, s.recruit_id), 'The session recruit');
  const values = Object.fromEntries((await listInputs(deps.sql, s.id)).map((i) => [i.field_name, i.value]));
  const completed = present(s.completed_at, 'completed_at');
  const { renderToBuffer, ProformaReport } = await reportRenderer();
  const element = createElement(ProformaReport, {
    data: {
      recruitName: `${s.first_name} ${s.last_name}`,
      recruiterName: recruit.recruiter_name,
      date: completed.toLocaleDateString('en-US', { timeZone: 'America/New_York', dateStyle: 'long' }),
      modelName: s.model_type.name,
      durationMonths: s.model_type.duration_months,
      inputs: {
        monthlyUnits: values.monthly_units ?? 0,
        avgLoanAmount: values.avg_loan_amount ?? 0,
        monthlyVolume: calculation.computed.monthly_volume,
        marginBps: values.target_margin_bps ?? 0,
      },
      calculation,
    },
  });
  return renderToBuffer(element as unknown as ReactElement<DocumentProps>);
}

async function completedSession(deps: Deps, user: AccessClaims, id: number): Promise<SessionRow> {
  const s = await readableSession(deps.sql, user, id);
  if (s.status !== 'completed') throw conflict(NOT_COMPLETED);
  return s;
}

/** generate_pdf: makes (again) and keeps the report; answers where to download it. */
export async function generatePdf(deps: Deps, user: AccessClaims, id: number): Promise<PdfResponse> {
  const s = await completedSession(deps, user, id);
  const at = await repo.storePdf(deps.sql, id, await render(deps, s));
  return { pdf_url: `/api/proforma/sessions/${id}/download_pdf/`, generated_at: at.toISOString() };
}

/** The kept report, made (and kept) first if there is none yet. */
async function reportFile(deps: Deps, s: SessionRow): Promise<ReportFile> {
  const kept = await repo.findPdf(deps.sql, s.id);
  if (kept) return { filename: fileName(s), pdf: kept.pdf };
  const pdf = await render(deps, s);
  await repo.storePdf(deps.sql, s.id, pdf);
  return { filename: fileName(s), pdf };
}

/** download_pdf: the report file (application/pdf). */
export async function downloadPdf(deps: Deps, user: AccessClaims, id: number): Promise<ReportFile> {
  return reportFile(deps, await completedSession(deps, user, id));
}

/** email_pdf: the report attached to an e-mail to the recruit, queued with its activity entry. */
export async function emailPdf(deps: Deps, user: AccessClaims, id: number, body: EmailPdfBody): Promise<EmailPdfResponse> {
  const s = await completedSession(deps, user, id);
  const { filename, pdf } = await reportFile(deps, s);
  const messageId = await transaction(deps.sql, async (tx) => {
    const messageId = await deps.messages.queueEmail(tx, {
      recruitId: s.recruit_id,
      to: s.email,
      type: 'notification',
      createdBy: user.sub,
      subject: body.subject,
      text: `${body.message ? `${body.message}\n\n` : ''}Your proforma build-out report is attached (${filename}).\n`,
      attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
    });
    await logActivity(tx, {
      recruitId: s.recruit_id,
      actorId: user.sub,
      action: 'proforma_emailed',
      details: { session_id: id, message_id: messageId },
    });
    return messageId;
  });
  return { message: PROFORMA_TEXTS.emailSent, message_id: messageId };
}
