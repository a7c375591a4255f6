// The recruiters' notes on a module, a Y.Text in the recruiter-only notes room, so they persist,
// follow the recruiter to another device and never reach the recruit. Shown only in presenter mode.
import { useMemo } from 'react';
import type * as Y from 'yjs';
import { presenterNotes, type ModuleKey } from '@shared/collab';
import { TextAreaField } from '@client/components/ui';
import { useYText } from '../hooks/use-y-text';
import { SECTION_TITLES } from '@shared/collab';
import { LOCAL_ORIGIN, useClearviewSession } from '../session-context';

export function PresenterNotes({ module }: { module: ModuleKey }) {
  const { notesDoc } = useClearviewSession();
  return notesDoc ? <ModuleNotes doc={notesDoc} module={module} /> : null;
}

function ModuleNotes({ doc, module }: { doc: Y.Doc; module: ModuleKey }) {
  const { readOnly } = useClearviewSession();
  const text = useMemo(() => presenterNotes(doc, module), [doc, module]);
  const [value, setValue] = useYText(text, LOCAL_ORIGIN);
  return (
    <div className="mt-5 rounded-lg border border-amber-200 bg-amber-50 p-3">
      <TextAreaField
        label={`Presenter notes: ${SECTION_TITLES[module]}`}
        hint="Only recruiters see these notes."
        rows={3}
        maxLength={5000}
        readOnly={readOnly}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
    </div>
  );
}
