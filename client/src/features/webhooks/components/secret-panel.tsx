import { Button, Field } from '@client/components/ui';
import { toast } from '@client/lib/toast';
import { WEBHOOK_SIGNATURE_HEADER } from '@shared/domain/webhooks';

/** The new endpoint's signing secret, shown once (the server keeps no way to show it again). */
export function SecretPanel({ url, secret }: { url: string; secret: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success('Signing secret copied');
    } catch {
      toast.error('Could not copy: select the secret and copy it yourself');
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-sm break-all text-slate-700">
        <span className="font-medium text-slate-900">{url}</span> is registered.
      </p>
      <div role="alert" className="rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
        Copy the signing secret now: it will not be shown again. If you lose it, delete the endpoint and add it again.
      </div>
      <Field
        label="Signing secret"
        readOnly
        value={secret}
        onFocus={(e) => e.target.select()}
        inputClassName="font-mono"
        trailing={
          <Button size="sm" variant="outline" onClick={() => void copy()}>
            Copy
          </Button>
        }
      />
      <p className="text-sm text-slate-600">
        <span className="font-medium text-slate-800">How to verify:</span> each request carries the header{' '}
        <code className="break-all">{WEBHOOK_SIGNATURE_HEADER}: t=…,v1=…</code>; compute the hex HMAC-SHA256 of <code>{'<t>.<body>'}</code>{' '}
        (the raw body) with this secret and compare it with <code>v1</code>, and refuse a <code>t</code> that is minutes old.
      </p>
    </div>
  );
}
