import type { Sql } from '../../../db/connect.ts';

/** The kept report of a session, if one was made. */
export async function findPdf(sql: Sql, id: number): Promise<{ pdf: Buffer; generated_at: Date } | undefined> {
  const [row] = await sql<{ pdf: Buffer; generated_at: Date }[]>`
    select pdf, pdf_generated_at as generated_at from proforma_sessions where id = ${id} and pdf is not null`;
  return row;
}

/** Keeps (or replaces) a session's report; answers when it was made. */
export async function storePdf(sql: Sql, id: number, pdf: Buffer): Promise<Date> {
  const [row] = await sql<{ at: Date }[]>`
    update proforma_sessions set pdf = ${pdf}, pdf_generated_at = now() where id = ${id} returning pdf_generated_at as at`;
  return row.at;
}
