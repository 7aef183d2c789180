/**
 * The agenda's pictures, one per thing a day may hold, shared by the month grid, the day details and the
 * legend so the legend always explains the icons the grid draws. An approved absence is a filled icon, a
 * pending request the same icon outlined: shape tells them apart, colour only repeats it.
 */
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import BeachAccessOutlinedIcon from '@mui/icons-material/BeachAccessOutlined';
import CelebrationIcon from '@mui/icons-material/Celebration';
import EventNoteIcon from '@mui/icons-material/EventNote';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { Theme } from '@mui/material/styles';
import type { ComponentType } from 'react';

import type { AbsenceType } from '../../data/ports/collections';
import type { AgendaAbsence } from './agenda-days';

type Icon = ComponentType<SvgIconProps>;

const APPROVED_ICON: Readonly<Record<AbsenceType, Icon>> = {
  vacaciones: BeachAccessIcon,
  'licencia médica': LocalHospitalIcon,
  'permiso con goce': EventNoteIcon,
  'permiso sin goce': EventNoteIcon,
};

const PENDING_ICON: Readonly<Record<AbsenceType, Icon>> = {
  vacaciones: BeachAccessOutlinedIcon,
  'licencia médica': LocalHospitalOutlinedIcon,
  'permiso con goce': EventNoteOutlinedIcon,
  'permiso sin goce': EventNoteOutlinedIcon,
};

export type AgendaTone = 'holiday' | 'approved' | 'pending';

/**
 * The icon colours: the palette's stronger shade (darker on light, lighter on dark), which keeps an icon at
 * 3:1 or more against the paper in both themes (WCAG 1.4.11), as the plain `main` colours do not.
 */
export function agendaToneColor(theme: Theme, tone: AgendaTone): string {
  const palette = {
    holiday: theme.palette.secondary,
    approved: theme.palette.info,
    pending: theme.palette.warning,
  }[tone];
  return theme.palette.mode === 'dark' ? palette.light : palette.dark;
}

/** Decorative: every day and chip that shows one also says it in words. */
export function AbsenceIcon({ absence, size = 16 }: { absence: AgendaAbsence; size?: number }) {
  const Glyph = absence.status === 'aprobada' ? APPROVED_ICON[absence.type] : PENDING_ICON[absence.type];
  const tone: AgendaTone = absence.status === 'aprobada' ? 'approved' : 'pending';
  return <Glyph aria-hidden sx={(theme) => ({ fontSize: size, color: agendaToneColor(theme, tone) })} />;
}

export function HolidayIcon({ size = 16 }: { size?: number }) {
  return (
    <CelebrationIcon
      aria-hidden
      sx={(theme) => ({ fontSize: size, color: agendaToneColor(theme, 'holiday') })}
    />
  );
}
