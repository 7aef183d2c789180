/**
 * The contact form's cheap bot filter, on top of what the Firebase build already runs: reCAPTCHA v3 App Check,
 * started after first paint (src/data/adapters/firebase/startup-integrations.ts), vouches for every Firestore write.
 * A bot gets the same thanks a person does, so it learns nothing; only nothing is written.
 */

/** A person needs longer than this to fill in the form; a script posting right away does not. */
export const MIN_FILL_MS = 3000;

export interface BotCheckInput {
  /** What the hidden `sitio_web` field holds: people never see it, naive bots fill every field. */
  honeypot: string;
  /** When the form was first shown (ms since the epoch). */
  startedAt: number;
  /** When it was sent (ms since the epoch). */
  now: number;
}

export function looksLikeBot({ honeypot, startedAt, now }: BotCheckInput): boolean {
  return honeypot.trim() !== '' || now - startedAt < MIN_FILL_MS;
}
