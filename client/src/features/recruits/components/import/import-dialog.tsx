import { useState } from 'react';
import { Button, DataTable, Modal, SelectField, TableFrame } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { parseCsv } from '@shared/format/csv-parse';
import {
  guessImportField,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  type ImportAnswer,
  type ImportField,
} from '@shared/schemas/recruit-bulk';
import { useImportRecruits } from '../../api/bulk';

type Mapping = Record<string, ImportField | ''>;
/** Rows of the file shown under the mapping, to check the columns by eye. */
const PREVIEW_ROWS = 5;

/**
 * Import recruits from CSV (docs/recruits-client.md, "Import"): choose a file, map its columns (guessed
 * from the headers), check it with a dry run that lists each bad row and field, then import. Nothing
 * is written while any row is bad.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [records, setRecords] = useState<string[][]>([]);
  const [mapping, setMapping] = useState<Mapping>({});
  const [duplicates, setDuplicates] = useState<'skip' | 'update'>('skip');
  const [fileError, setFileError] = useState<string | null>(null);
  const [check, setCheck] = useState<ImportAnswer | null>(null);
  const [done, setDone] = useState<ImportAnswer | null>(null);
  const send = useImportRecruits((answer, dryRun) => (dryRun || !answer.written ? setCheck(answer) : setDone(answer)));

  const reset = () => {
    setFile(null);
    setRecords([]);
    setMapping({});
    setFileError(null);
    setCheck(null);
    setDone(null);
    send.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  const choose = async (f: File | undefined) => {
    reset();
    if (!f) return;
    if (f.size > IMPORT_MAX_BYTES) {
      setFileError('A file can be at most 5 MiB');
      return;
    }
    const head = parseCsv(await f.text(), PREVIEW_ROWS + 1);
    if (head.length < 2) {
      setFileError('The file has no rows under its header');
      return;
    }
    setFile(f);
    setRecords(head);
    setMapping(Object.fromEntries(head[0].map((h) => [h, guessImportField(h) ?? ''])));
  };
  const chosen = Object.fromEntries(Object.entries(mapping).filter(([, f]) => f !== '')) as Record<string, ImportField>;
  const run = (dryRun: boolean) => file && send.mutate({ file, mapping: chosen, duplicates, dryRun });
  const changeMapping = (column: string, field: ImportField | '') => {
    setCheck(null);
    setMapping({ ...mapping, [column]: field });
  };
  const header = records[0] ?? [];
  const canImport = check !== null && check.errors.length === 0 && !send.isPending;

  return (
    <Modal
      open={open}
      onClose={close}
      busy={send.isPending}
      size="xl"
      title="Import recruits from CSV"
      description="At most 10,000 rows and 5 MiB. E-mails already in the pipeline, or repeated in the file, never make a second recruit."
      footer={
        done ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="outline" onClick={close} disabled={send.isPending}>
              Cancel
            </Button>
            <Button variant="secondary" onClick={() => run(true)} disabled={!file || send.isPending}>
              Check file
            </Button>
            <Button onClick={() => run(false)} disabled={!canImport} loading={send.isPending} loadingText="Working...">
              Import
            </Button>
          </>
        )
      }
    >
      {done ? (
        <p className="text-sm text-slate-800" data-testid="import-done" role="status">
          Imported: {done.created} created, {done.updated} updated, {done.skipped} skipped.
        </p>
      ) : (
        <div className="space-y-5">
          <div>
            <label htmlFor="import-file" className="block text-sm font-medium text-slate-800">
              CSV file
            </label>
            <input
              id="import-file"
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => void choose(e.target.files?.[0])}
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-indigo-700"
              aria-describedby={fileError ? 'import-file-error' : undefined}
            />
            {fileError && (
              <p id="import-file-error" className="mt-1 text-sm text-red-600">
                {fileError}
              </p>
            )}
          </div>

          {header.length > 0 && (
            <>
              <fieldset>
                <legend className="text-sm font-medium text-slate-800">Columns</legend>
                <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {header.map((column, i) => (
                    <SelectField
                      // biome-ignore lint/suspicious/noArrayIndexKey: two columns may share a header text
                      key={`${column}-${i}`}
                      label={column || `Column ${i + 1}`}
                      value={mapping[column] ?? ''}
                      onChange={(e) => changeMapping(column, e.target.value as ImportField | '')}
                      options={[
                        { value: '', label: 'Do not import' },
                        ...IMPORT_FIELDS.map((f) => ({ value: f, label: IMPORT_FIELD_LABELS[f] })),
                      ]}
                    />
                  ))}
                </div>
              </fieldset>
              <SelectField
                label="E-mails already in the pipeline"
                value={duplicates}
                onChange={(e) => {
                  setCheck(null);
                  setDuplicates(e.target.value as 'skip' | 'update');
                }}
                options={[
                  { value: 'skip', label: 'Skip those rows' },
                  { value: 'update', label: 'Update those recruits with the file' },
                ]}
              />
              <Preview records={records} />
            </>
          )}

          {send.isError && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {errorText(send.error, 'The file could not be checked')}
            </p>
          )}
          {check && <CheckResult answer={check} />}
        </div>
      )}
    </Modal>
  );
}

function Preview({ records }: { records: string[][] }) {
  const [header, ...rows] = records;
  return (
    <TableFrame label="First rows of the file">
      <table className="w-full min-w-[32rem] text-left text-xs" aria-label="First rows of the file">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {header.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns have no other identity
              <th key={i} scope="col" className="px-2 py-1 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a file have no other identity
            <tr key={i}>
              {header.map((_, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells have no other identity
                <td key={j} className="max-w-[12rem] truncate px-2 py-1 text-slate-800">
                  {r[j] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** The dry run's counts, and each bad row with its field and reason. */
function CheckResult({ answer }: { answer: ImportAnswer }) {
  return (
    <div className="space-y-2" data-testid="import-check" role="status">
      <p className="text-sm text-slate-800">
        {answer.errors.length === 0 ? 'Ready to import: ' : 'Fix these rows, then check again. '}
        {answer.created} to create, {answer.updated} to update, {answer.skipped} to skip.
      </p>
      {answer.errors.length > 0 && (
        <DataTable
          label="Rows with errors"
          labelTable
          rows={answer.errors}
          rowKey={(e) => `${e.row}-${e.field}`}
          look="compact"
          columns={[
            { header: 'Row', className: 'tabular-nums', cell: (e) => e.row },
            { header: 'Field', cell: (e) => IMPORT_FIELD_LABELS[e.field as ImportField] ?? e.field },
            { header: 'Problem', className: 'text-red-700', cell: (e) => e.message },
          ]}
        />
      )}
    </div>
  );
}
