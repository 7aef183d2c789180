/**
 * The checklist of `Cierre de periodo` (period-review.ts): each line a count with where to decide it, a line that
 * blocks (unsettled corrections always; the rest as the tenant chose in /configuracion) said as such.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { attendanceViewPath, customRangeParam } from '../../domain/attendance/attendance-view';
import { monthLabel, type ClosingMonth } from '../../domain/attendance/period-close';
import type { PeriodReview, PeriodReviewItem, PeriodReviewLine } from '../../domain/attendance/period-review';
import { formatDayKey } from '../../domain/calendar/day-keys';

export const day = (key: string) => formatDayKey(key, 'dd-MM-yyyy');

/** Where each line is decided: a path of the month's range, or null for `Firmas semanales` over the dialog. */
const LINE_LINK: Readonly<
  Record<PeriodReviewItem, { text: string; to: ((range: string) => string) | null }>
> = {
  corrections: { text: 'Ver correcciones', to: (range) => attendanceViewPath('correcciones', range) },
  overtime: { text: 'Decidir horas extras', to: (range) => `/horas-extras?periodo=${range}` },
  missingMarcas: { text: 'Ver incompletas', to: (range) => attendanceViewPath('incompletas', range) },
  absences: { text: 'Ver ausencias', to: () => '/ausencias' },
  unsignedWeeks: { text: 'Ver semanas sin firmar', to: null },
  objectedWeeks: { text: 'Ver semanas objetadas', to: null },
};

/** An item's count; null while counting. */
export const countOf = (review: PeriodReview, item: PeriodReviewItem) =>
  review.lines.find((line) => line.item === item)?.count ?? null;

interface ChecklistProps {
  month: ClosingMonth;
  review: PeriodReview;
  failed: boolean;
  onRetry: () => void;
  /** Leaves the dialog for the page a link opens. */
  onLeave: () => void;
  onOpenSignatures?: () => void;
}

/** One line: its count and what it means, and where to decide it. */
function ChecklistLine({
  line,
  month,
  onLeave,
  onOpenSignatures,
}: { line: PeriodReviewLine } & Pick<ChecklistProps, 'month' | 'onLeave' | 'onOpenSignatures'>) {
  if (line.count === null) {
    return (
      <ListItem disableGutters>
        <Typography color="textSecondary">{line.label}</Typography>
      </ListItem>
    );
  }
  // The blocking line keeps its words: the admin answers the corrections before closing.
  if (line.item === 'corrections' && line.count > 0) {
    return (
      <ListItem disableGutters>
        <Alert severity="error" sx={{ width: '100%' }}>
          {line.count === 1 ? 'Hay 1 corrección sin resolver' : `Hay ${line.count} correcciones sin resolver`}{' '}
          hasta el {day(month.to)}: espera la respuesta de la persona o responde la objeción antes de cerrar.{' '}
          <Link
            component={RouterLink}
            to={attendanceViewPath('correcciones', customRangeParam(month.from, month.to))}
            onClick={onLeave}
          >
            Ver correcciones
          </Link>
        </Alert>
      </ListItem>
    );
  }
  const link = LINE_LINK[line.item];
  const range = customRangeParam(month.from, month.to);
  // A check the tenant chose to block (/configuracion, Cierre de periodo): said as such, with where to decide it.
  if (line.blocking && line.count > 0) {
    return (
      <ListItem disableGutters>
        <Alert severity="error" sx={{ width: '100%' }}>
          {line.label}: la empresa eligió que impida el cierre. {line.meaning}{' '}
          {link.to ? (
            <Link component={RouterLink} to={link.to(range)} onClick={onLeave}>
              {link.text}
            </Link>
          ) : (
            onOpenSignatures && (
              <Link
                component="button"
                type="button"
                onClick={onOpenSignatures}
                sx={{ verticalAlign: 'baseline' }}
              >
                {link.text}
              </Link>
            )
          )}
        </Alert>
      </ListItem>
    );
  }
  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <Typography
        sx={{ fontWeight: line.count > 0 ? 600 : 400 }}
        color={line.count > 0 ? 'textPrimary' : 'textSecondary'}
      >
        {line.label}
        {line.count > 0 && (link.to || onOpenSignatures) && ' · '}
        {line.count > 0 && link.to && (
          <Link component={RouterLink} to={link.to(range)} onClick={onLeave}>
            {link.text}
          </Link>
        )}
        {line.count > 0 && !link.to && onOpenSignatures && (
          <Link
            component="button"
            type="button"
            onClick={onOpenSignatures}
            sx={{ verticalAlign: 'baseline' }}
          >
            {link.text}
          </Link>
        )}
      </Typography>
      {line.count > 0 && (
        <Typography variant="body2" color="textSecondary">
          {line.meaning}
        </Typography>
      )}
    </ListItem>
  );
}

/** What is still undecided about the month, each line a count with where to decide it; `Nada pendiente` when clean. */
export function Checklist({ month, review, failed, onRetry, onLeave, onOpenSignatures }: ChecklistProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={!review.complete && !failed}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Pendientes de {monthLabel(month)}
      </Typography>
      {review.clean ? (
        <Typography>Nada pendiente: todo lo del mes está decidido.</Typography>
      ) : (
        <List dense disablePadding>
          {review.lines.map((line) => (
            <ChecklistLine
              key={line.item}
              line={line}
              month={month}
              onLeave={onLeave}
              onOpenSignatures={onOpenSignatures}
            />
          ))}
        </List>
      )}
      {!review.complete && !failed && (
        <Typography role="status" variant="body2" color="textSecondary">
          {countOf(review, 'corrections') === null
            ? 'Revisando las correcciones del periodo…'
            : 'Contando los pendientes…'}
        </Typography>
      )}
      {failed && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Reintentar
            </Button>
          }
        >
          No se pudieron contar algunos pendientes. Puedes cerrar igual o volver a intentarlo.
        </Alert>
      )}
    </section>
  );
}

/** The warnings left, in one sentence: `Quedan pendientes: 2 días con horas extras por decidir.` */
export function leftText(review: PeriodReview): string | null {
  const left = review.lines.filter((line) => !line.blocking && (line.count ?? 0) > 0);
  return left.length === 0 ? null : `Quedan pendientes: ${left.map((line) => line.label).join(', ')}.`;
}

/** Why the month cannot close: `No se puede cerrar mientras haya 3 días con horas extras por decidir.` */
export function blockedText(review: PeriodReview): string | null {
  const blocking = review.lines.filter((line) => line.blocking && (line.count ?? 0) > 0);
  return blocking.length === 0
    ? null
    : `No se puede cerrar mientras haya ${blocking.map((line) => line.label).join(', ')}.`;
}
