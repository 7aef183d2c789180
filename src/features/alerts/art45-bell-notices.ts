/**
 * The art. 45 notices (Res. Ex. N° 38) as the bell lists them: the notices of domain/attendance/art45-notices.ts,
 * the rule the e-mails follow too, with the title and the summary of data/texts/art45-lines.ts (the mail's subject
 * is `Aviso: <title>`). A worker's notices link to where they act (`/checkin` to record a missing marca or, after a
 * teleworker's disconnection notice, the entrada; `/mi-historial` otherwise); a manager's to the screen that shows them (`/asistencias`, `/horas-extras`).
 */
import { createContext, useContext } from 'react';

import type { DatedArt45Notice } from '../../domain/attendance/art45-notices';
import { relativeTimeEs } from '../../domain/format/relative-time';
import { ART45_TITLE, art45Summary } from '../../data/texts/art45-lines';

export interface BellNotice {
  /** `art45:<kind>:<userId>:<day>[:<slot>]`, stable across minutes. */
  id: string;
  userId: string;
  /** The person's name (managers see whose it is); null on the worker's own bell. */
  person: string | null;
  title: string;
  summary: string;
  link: string;
  timestamp: Date;
  /** 'hace 20 minutos'. */
  time: string;
}

/** Whose notices a bell lists: the signed-in worker's own, or everyone's of the tenant for a manager. */
export type NoticeScope = 'own' | 'tenant';

export interface Art45Notices {
  scope: NoticeScope | null;
  /** `loading` until the reads have answered (and on a read error: the bell then lists none). */
  status: 'loading' | 'ready';
  notices: BellNotice[];
}

export const NO_NOTICES: Art45Notices = { scope: null, status: 'ready', notices: [] };

export const Art45NoticesContext = createContext<Art45Notices>(NO_NOTICES);

/** The art. 45 notices of the session (provided by `<Art45NoticesProvider>`). */
export function useArt45Notices(): Art45Notices {
  return useContext(Art45NoticesContext);
}

function linkOf(notice: DatedArt45Notice['notice'], scope: NoticeScope): string {
  const missing = notice.kind === 'entrada' || notice.kind === 'salida' || notice.kind === 'disconnection';
  if (scope === 'own') return missing ? '/checkin' : '/mi-historial';
  return notice.kind === 'daily-limit' || notice.kind === 'weekly-limit' ? '/horas-extras' : '/asistencias';
}

/** The bell's entries of `dated` (newest first, as given), named with `names` for a manager. */
export function bellNotices(
  dated: readonly DatedArt45Notice[],
  context: { scope: NoticeScope; timeZone: string; now: Date; names?: ReadonlyMap<string, string> },
): BellNotice[] {
  return dated.map(({ notice, at }) => {
    const slot = 'slotIndex' in notice ? `:${notice.slotIndex}` : '';
    return {
      id: `art45:${notice.kind}:${notice.userId}:${notice.day}${slot}`,
      userId: notice.userId,
      person: context.scope === 'own' ? null : (context.names?.get(notice.userId) ?? notice.userId),
      title: ART45_TITLE[notice.kind],
      summary: art45Summary(notice, context.timeZone),
      link: linkOf(notice, context.scope),
      timestamp: at,
      time: relativeTimeEs(at, context.now),
    };
  });
}
