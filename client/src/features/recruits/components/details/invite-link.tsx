import { useRef } from 'react';
import { Button } from '@client/components/ui';
import { toast } from '@client/lib/toast';

/** The acceptance link just sent, with a copy button (for sharing it by other means too). */
export function InviteLink({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Invite link copied');
    } catch {
      // No clipboard permission: select the text so the user can copy it by hand.
      input.current?.select();
      toast('Press Ctrl+C to copy the selected link');
    }
  };
  return (
    <div className="rounded-lg border border-indigo-200 bg-indigo-50 p-3">
      <label htmlFor="invite-url" className="text-xs font-medium text-indigo-800">
        Profile acceptance link
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="invite-url"
          ref={input}
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
          className="min-w-0 flex-1 rounded-md border border-indigo-200 bg-white px-2 py-1.5 font-mono text-xs text-slate-700"
        />
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
    </div>
  );
}
