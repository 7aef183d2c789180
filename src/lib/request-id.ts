/**
 * The client request id of a privileged call (AdminPort): one random UUID per submission, kept while the same
 * values are sent again (a retry after a lost answer gets the first result back), new as soon as they change (a
 * reused id with other data is refused as `request-conflict`).
 */
export class RequestIds {
  private last: { fingerprint: string; id: string } | null = null;

  constructor(private readonly newId: () => string = () => crypto.randomUUID()) {}

  /** The id for a submission of `values`: the previous one if the values are the same, else a new one. */
  idFor(values: unknown): string {
    const fingerprint = JSON.stringify(values);
    if (this.last?.fingerprint !== fingerprint) this.last = { fingerprint, id: this.newId() };
    return this.last.id;
  }

  /** After a success: the next submission is a new request even with the same values. */
  reset(): void {
    this.last = null;
  }
}
