/** The state of a screen's several reads as one: loading, the first error, and a retry of the failed ones. */
export interface ReadLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function readsState(reads: readonly ReadLike[]): {
  loading: boolean;
  error: unknown;
  retry: () => void;
} {
  const failed = reads.find((read) => read.isError);
  return {
    // A failed read leaves the reads that wait for it pending: the error is what the screen shows then.
    loading: failed === undefined && reads.some((read) => read.isPending),
    error: failed?.error ?? null,
    retry: () => {
      for (const read of reads) if (read.isError) void read.refetch();
    },
  };
}
