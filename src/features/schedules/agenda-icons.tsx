/**
 * The agenda's pictures, one per thing a day may hold, shared by the month grid, the day details and the
 * legend so the legend always explains the icons the grid draws. An approved absence is a filled icon, a
 * pending request the same icon outlined: shape tells them apart, colour only repeats it. Plain SVG with the
 * path data of MUI's icons (the screen is made without MUI).
 */
import { Icon } from '../../components/icon';
import type { AbsenceType } from '../../data/ports/collections';
import type { AgendaAbsence } from './agenda-days';

const BEACH_ACCESS =
  'm13.127 14.56 1.43-1.43 6.44 6.443L19.57 21zm4.293-5.73 2.86-2.86c-3.95-3.95-10.35-3.96-14.3-.02 3.93-1.3 8.31-.25 11.44 2.88M5.95 5.98c-3.94 3.95-3.93 10.35.02 14.3l2.86-2.86C5.7 14.29 4.65 9.91 5.95 5.98m.02-.02-.01.01c-.38 3.01 1.17 6.88 4.3 10.02l5.73-5.73c-3.13-3.13-7.01-4.68-10.02-4.3';
const BEACH_ACCESS_OUTLINED =
  'm21 19.57-1.427 1.428-6.442-6.442 1.43-1.428zM13.12 3c-2.58 0-5.16.98-7.14 2.95l-.01.01c-3.95 3.95-3.95 10.36 0 14.31l14.3-14.31C18.3 3.99 15.71 3 13.12 3M6.14 17.27C5.4 16.03 5 14.61 5 13.12c0-.93.16-1.82.46-2.67.19 1.91.89 3.79 2.07 5.44zm2.84-2.84C7.63 12.38 7.12 9.93 7.6 7.6c.58-.12 1.16-.18 1.75-.18 1.8 0 3.55.55 5.08 1.56zm1.47-8.97c.85-.3 1.74-.46 2.67-.46 1.49 0 2.91.4 4.15 1.14l-1.39 1.39c-1.65-1.18-3.52-1.88-5.43-2.07';
const LOCAL_HOSPITAL =
  'M19 3H5c-1.1 0-1.99.9-1.99 2L3 19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-1 11h-4v4h-4v-4H6v-4h4V6h4v4h4z';
const LOCAL_HOSPITAL_OUTLINED =
  'M19 3H5c-1.1 0-1.99.9-1.99 2L3 19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V5h14zm-8.5-2h3v-3.5H17v-3h-3.5V7h-3v3.5H7v3h3.5z';
const EVENT_NOTE =
  'M17 10H7v2h10zm2-7h-1V1h-2v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V8h14zm-5-5H7v2h7z';
const EVENT_NOTE_OUTLINED =
  'M19 3h-1V1h-2v2H8V1H6v2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V9h14zM5 7V5h14v2zm2 4h10v2H7zm0 4h7v2H7z';
const CELEBRATION =
  'm2 22 14-5-9-9zm12.53-9.47 5.59-5.59c.49-.49 1.28-.49 1.77 0l.59.59 1.06-1.06-.59-.59c-1.07-1.07-2.82-1.07-3.89 0l-5.59 5.59zm-4.47-5.65-.59.59 1.06 1.06.59-.59c1.07-1.07 1.07-2.82 0-3.89l-.59-.59-1.06 1.07.59.59c.48.48.48 1.28 0 1.76m7 5-1.59 1.59 1.06 1.06 1.59-1.59c.49-.49 1.28-.49 1.77 0l1.61 1.61 1.06-1.06-1.61-1.61c-1.08-1.07-2.82-1.07-3.89 0m-2-6-3.59 3.59 1.06 1.06 3.59-3.59c1.07-1.07 1.07-2.82 0-3.89l-1.59-1.59-1.06 1.06 1.59 1.59c.48.49.48 1.29 0 1.77';

const APPROVED_ICON: Readonly<Record<AbsenceType, string>> = {
  vacaciones: BEACH_ACCESS,
  'licencia médica': LOCAL_HOSPITAL,
  'permiso con goce': EVENT_NOTE,
  'permiso sin goce': EVENT_NOTE,
};

const PENDING_ICON: Readonly<Record<AbsenceType, string>> = {
  vacaciones: BEACH_ACCESS_OUTLINED,
  'licencia médica': LOCAL_HOSPITAL_OUTLINED,
  'permiso con goce': EVENT_NOTE_OUTLINED,
  'permiso sin goce': EVENT_NOTE_OUTLINED,
};

export type AgendaTone = 'holiday' | 'approved' | 'pending';

/**
 * 16px in a cell or a chip, 20px in the legend. Coloured by tone (my-agenda-screen.css): the palette's stronger
 * shade, which keeps an icon at 3:1 or more against the paper in both themes (WCAG 1.4.11), as the plain `main`
 * colours do not; in a chip, the chip's text colour.
 */
type IconSize = 16 | 20;

const iconClass = (tone: AgendaTone, size: IconSize) =>
  `agenda-icon agenda-icon--${tone} agenda-icon--${size}`;

/** Decorative: every day and chip that shows one also says it in words. */
export function AbsenceIcon({ absence, size = 16 }: { absence: AgendaAbsence; size?: IconSize }) {
  const approved = absence.status === 'aprobada';
  const path = approved ? APPROVED_ICON[absence.type] : PENDING_ICON[absence.type];
  return <Icon className={iconClass(approved ? 'approved' : 'pending', size)} path={path} />;
}

export function HolidayIcon({ size = 16 }: { size?: IconSize }) {
  return <Icon className={iconClass('holiday', size)} path={CELEBRATION} />;
}
