/** An e-mail address that, when it must wrap, wraps before its "@" rather than inside a word. */
export function BreakableAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
