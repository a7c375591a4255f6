import type { ReactNode } from 'react';
import { Button } from '@client/components/ui';

/** A form's one action: its submit button at the right, busy while the form saves. */
export function SubmitRow({ busy, busyText, children }: { busy: boolean; busyText: string; children: ReactNode }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" loading={busy} loadingText={busyText}>
        {children}
      </Button>
    </div>
  );
}
