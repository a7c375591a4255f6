import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AreaRoutes } from '../../../deps.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { ImportAnswer, ImportFields, ImportRequest, IMPORT_MAX_BYTES, RecruitExportCsv } from '@shared/schemas/recruit-bulk.ts';
import { RecruitListQuery } from '@shared/schemas/recruits.ts';
import { exportRecruits, importRecruits } from './service.ts';

const TOO_LARGE = 'A file can be at most 5 MiB';

/** The file and the text fields of the import's multipart body; the fields checked with ImportFields. */
async function importParts(req: FastifyRequest): Promise<{ file: Buffer; fields: ImportFields }> {
  if (!req.isMultipart()) throw badRequest('Send the CSV file as multipart/form-data');
  let file: Buffer | undefined;
  const raw: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) throw badRequest('Send one CSV file in the field "file"');
        file = await part.toBuffer();
      } else raw[part.fieldname] = String(part.value);
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(TOO_LARGE, { file: [TOO_LARGE] });
    throw err;
  }
  if (!file) throw badRequest('Choose a CSV file to import', { file: ['Choose a CSV file to import'] });
  let mapping: unknown;
  try {
    mapping = JSON.parse(raw.mapping ?? '');
  } catch {
    throw badRequest('The mapping must be JSON {column: field}', { mapping: ['The mapping must be JSON {column: field}'] });
  }
  const parsed = ImportFields.safeParse({ mapping, duplicates: raw.duplicates || undefined, dry_run: raw.dry_run || undefined });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue.path[0] ?? 'mapping');
    throw badRequest(issue.message, { [field]: [issue.message] });
  }
  return { file, fields: parsed.data };
}

/** POST /recruits/import/ and GET /recruits/export/ (docs/recruits-api.md): staff who work recruits. */
export const importExportRoutes: AreaRoutes = async (app, { deps }) => {
  // One CSV of at most 5 MiB and three short text fields; a larger file is refused while it streams.
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 3, fieldSize: 64 * 1024, parts: 4 } });

  app.post(
    '/recruits/import/',
    { onRequest: app.auth.recruiter, schema: { body: ImportRequest, response: { 200: ImportAnswer } } },
    async (req) => {
      const { file, fields } = await importParts(req);
      return importRecruits(deps, req.user, file, fields);
    },
  );

  app.get(
    '/recruits/export/',
    { onRequest: app.auth.recruiter, schema: { querystring: RecruitListQuery, response: { 200: RecruitExportCsv } } },
    async (req, reply) => {
      const { filename, text } = await exportRecruits(deps, req.user, req.query, deps.now());
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(text);
    },
  );
};
