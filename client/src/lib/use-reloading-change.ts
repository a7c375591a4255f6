import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

interface ReloadingChange<TBody, TAnswer> {
  send: (body: TBody) => Promise<TAnswer>;
  /** Every read under this key is read again after a success. */
  reload: QueryKey;
  /** The failure's toast (the server's own text first), unless the form shows every field error. */
  errorToast: string;
  formFields: string[];
  onDone: (answer: TAnswer) => void;
}

/**
 * A change a form or a row sends (docs/client.md "Server state"): on success `onDone` runs with the
 * answer, then the reads under `reload` are read again; the mutation stays pending until they are, so
 * the busy button spans the reload.
 */
export function useReloadingChange<TBody, TAnswer>({ send, reload, errorToast, formFields, onDone }: ReloadingChange<TBody, TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { errorToast, serverText: true, formFields },
    onSuccess: async (answer) => {
      onDone(answer);
      await queryClient.invalidateQueries({ queryKey: reload });
    },
  });
}
