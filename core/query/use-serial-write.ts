import { hashKey, useIsMutating, useMutation, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

export interface SerialWrite<I, O> {
  /** Queues one write behind those still running and answers its outcome. */
  run: (input: I) => Promise<O>;
  /** A write under this key is running or queued. */
  pending: boolean;
}

/**
 * Writes that must reach the server one after another, in the order they were asked for (TanStack's useMutation in
 * one mutation scope): a form that saves as the person types sends each state after the one before it has been
 * answered, so the last state asked for is the one the server keeps. A write decides itself whether it still has
 * something to send (the payload already saved sends nothing).
 */
export function useSerialWrite<I, O>(key: QueryKey, write: (input: I) => Promise<O>): SerialWrite<I, O> {
  const writer = useRef(write);
  writer.current = write;
  const mutation = useMutation<O, unknown, I>({
    mutationKey: key,
    scope: { id: hashKey(key) },
    mutationFn: (input) => writer.current(input),
  });
  const pending = useIsMutating({ mutationKey: key, exact: true }) > 0;
  const { mutateAsync } = mutation;
  const run = useCallback((input: I) => mutateAsync(input), [mutateAsync]);
  return { run, pending };
}
