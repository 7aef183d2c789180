/**
 * "Finiquito (referencial)" in a person's file: the figures an HR manager needs before a finiquito (feriado
 * proporcional, indemnización sustitutiva del aviso previo, por años de servicio; src/domain/payroll/finiquito.ts)
 * for a termination date (default today in the tenant's zone) and a base (the última remuneración mensual,
 * prefilled from the file). Folded by default: the person's vacations and the holidays are read only when opened.
 * Reference figures, never written anywhere.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';

import { AsyncState } from '../../components/async-state';
import { absenceDays, holidayDays, listPersonAbsencesOverlapping } from '../../data/queries/absences';
import { listTenantHolidays } from '../../data/queries/holidays';
import { queryKeys } from '../../data/queries/keys';
import { useStore } from '../../data/queries/use-store';
import { addDaysToKey, formatDayKey, isDayKey } from '../../domain/calendar/day-keys';
import { dayKey, dayKeyToInstant } from '../../domain/calendar/time-zone';
import { formatCLP, formatNumber } from '../../domain/format/numbers';
import { finiquitoFigures, INDEMNITY_CAP_UF, SERVICE_MAX_YEARS } from '../../domain/payroll/finiquito';
import { lastDayName } from '../../domain/payroll/indicators';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import type { VacationAbsence } from '../../domain/planning/vacation';
import type { Person } from './employees-repository';

/**
 * Days past today whose vacations and holidays are read once: a termination date up to three years ahead, and the
 * feriado it converts (two periods and a fraction: under 120 calendar days).
 */
const READ_AHEAD_DAYS = 3 * 366 + 120;

const day = (key: string) => formatDayKey(key, 'dd-MM-yyyy');
const days = (count: number) => `${formatNumber(count)} ${count === 1 ? 'día' : 'días'}`;

/** The UF the cap is valued at: the termination month's from the indicators table (another month's when missing). */
export interface UfChoice {
  value: number;
  /** `UF del 30 de septiembre de 2026`. */
  text: string;
}

export function ufForDay(key: string): UfChoice | null {
  try {
    const { params, sources } = payrollParametersFor(key.slice(0, 7));
    return { value: params.uf, text: `UF del ${lastDayName(sources.uf.from)}` };
  } catch {
    return null;
  }
}

/** The file's última remuneración mensual (art. 172): a monthly sueldo + colación + movilización; '' by the hour. */
function fileBase(person: Person): string {
  if (person.payKind === 'hourly' || !person.payAmount) return '';
  return String(person.payAmount + (person.mealAllowance ?? 0) + (person.transportAllowance ?? 0));
}

const pesosOf = (text: string) => {
  const digits = text.replace(/\./g, '').trim();
  return /^\d{1,10}$/.test(digits) ? Number(digits) : null;
};

const ufOf = (text: string) => {
  const value = Number(text.replace(/\./g, '').replace(',', '.').trim());
  return Number.isFinite(value) && value > 0 ? value : null;
};

export interface FiniquitoViewProps {
  person: Person;
  /** The contract's last day, 'yyyy-MM-dd'. */
  termination: string;
  onTermination: (key: string) => void;
  /** The person's absences, days in the tenant's zone (only approved `vacaciones` count). */
  absences: readonly VacationAbsence[];
  holidays: ReadonlySet<string>;
  hireDate: string | null;
  /** The UF a termination day proposes (default `ufForDay`: the indicators table's). */
  ufFor?: (key: string) => UfChoice | null;
}

/** The fields and the figures, from loaded data (what the component test renders). */
export function FiniquitoView({
  person,
  termination,
  onTermination,
  absences,
  holidays,
  hireDate,
  ufFor = ufForDay,
}: FiniquitoViewProps) {
  const [base, setBase] = useState(() => fileBase(person));
  // The termination month's UF until the manager types another.
  const [ufTyped, setUfTyped] = useState<string | null>(null);
  const uf = useMemo(() => (isDayKey(termination) ? ufFor(termination) : null), [termination, ufFor]);
  const ufText = ufTyped ?? (uf ? formatNumber(uf.value) : '');
  const pay = pesosOf(base);
  const ufValue = ufOf(ufText);

  const problem = !hireDate
    ? 'Falta la fecha de ingreso en la ficha: sin ella no se puede calcular el finiquito.'
    : !isDayKey(termination)
      ? 'Ingresa la fecha de término.'
      : termination < hireDate
        ? `La fecha de término no puede ser anterior a la fecha de ingreso (${day(hireDate)}).`
        : pay === null
          ? 'Ingresa la última remuneración mensual, en pesos y sin decimales.'
          : ufValue === null
            ? 'Ingresa el valor de la UF.'
            : null;
  const figures =
    problem === null && hireDate && pay !== null && ufValue !== null
      ? finiquitoFigures({
          hireDate,
          terminationDate: termination,
          lastMonthlyPay: pay,
          uf: ufValue,
          absences,
          holidays,
        })
      : null;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="textSecondary">
        Cifras referenciales para preparar un finiquito: no incluyen la remuneración pendiente del mes ni
        reemplazan el cálculo final.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          type="date"
          label="Fecha de término"
          value={termination}
          onChange={(event) => onTermination(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Última remuneración mensual (CLP)"
          value={base}
          onChange={(event) => setBase(event.target.value)}
          helperText="Sueldo, colación, movilización y el promedio de lo variable; sin horas extras, gratificación ni asignación familiar (art. 172)."
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ flex: '1 1 16rem' }}
        />
        <TextField
          label="Valor UF"
          value={ufText}
          onChange={(event) => setUfTyped(event.target.value)}
          helperText={ufTyped === null && uf ? uf.text : 'La UF del día de término.'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: 200 }}
        />
      </Box>
      {problem && <Alert severity="info">{problem}</Alert>}
      {figures && hireDate && pay !== null && (
        <FiniquitoTable
          figures={figures}
          termination={termination}
          pay={pay}
          contractType={person.contractType ?? null}
        />
      )}
    </Box>
  );
}

function FiniquitoTable({
  figures,
  termination,
  pay,
  contractType,
}: {
  figures: ReturnType<typeof finiquitoFigures>;
  termination: string;
  pay: number;
  contractType: Person['contractType'];
}) {
  const { vacation, yearsOfService, service } = figures;
  const capText = `tope ${INDEMNITY_CAP_UF} UF = ${formatCLP(figures.capPesos)}`;
  const baseText =
    figures.cappedBase < pay
      ? `${formatCLP(figures.cappedBase)} (${capText})`
      : `${formatCLP(pay)} (${capText})`;
  const vacationText =
    vacation.businessDays === 0
      ? 'Sin feriado pendiente a la fecha de término.'
      : `${formatNumber(vacation.balanceDays)} días hábiles pendientes + ${formatNumber(vacation.partialDays)} por ${days(vacation.partialMonthDays)} del mes de servicio en curso = ${formatNumber(vacation.businessDays)} días hábiles; contados desde el ${day(addDaysToKey(termination, 1))}${vacation.lastDay ? ` hasta el ${day(vacation.lastDay)}` : ''} con sábados, domingos y festivos: ${formatNumber(vacation.calendarDays)} días corridos × $${formatNumber(vacation.dailyPay)} (remuneración / 30)`;
  const serviceText = `${service.years} ${service.years === 1 ? 'año' : 'años'} y ${service.months} ${service.months === 1 ? 'mes' : 'meses'} de servicio`;
  const yearsText = yearsOfService.eligible
    ? `${serviceText}: ${yearsOfService.years} ${yearsOfService.years === 1 ? 'año' : 'años'} (la fracción superior a seis meses cuenta como año; máximo ${SERVICE_MAX_YEARS}) × 30 días de ${baseText}`
    : `${serviceText}: con menos de un año no corresponde.`;
  const rows = [
    { label: 'Vacaciones proporcionales (art. 73)', source: vacationText, amount: vacation.amount },
    {
      label: 'Indemnización sustitutiva del aviso previo (arts. 161 y 162)',
      source: `Una remuneración mensual: ${baseText}`,
      amount: figures.notice.amount,
    },
    {
      label: 'Indemnización por años de servicio (art. 163)',
      source: yearsText,
      amount: yearsOfService.amount,
    },
  ];
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  return (
    <>
      <Table size="small" aria-label="Finiquito referencial">
        <TableHead>
          <TableRow>
            <TableCell>Concepto</TableCell>
            <TableCell>De dónde sale</TableCell>
            <TableCell align="right">Monto</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell>{row.label}</TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>{row.source}</TableCell>
              <TableCell align="right">{formatCLP(row.amount)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={2}>Total referencial</TableCell>
            <TableCell align="right">{formatCLP(total)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="body2" color="textSecondary">
        {contractType === 'plazo-fijo'
          ? 'Contrato a plazo fijo: al vencer el plazo no corresponden las indemnizaciones por aviso previo ni por años de servicio. '
          : ''}
        Las indemnizaciones por aviso previo y por años de servicio corresponden al despido por necesidades de
        la empresa o desahucio (art. 161). A la de años de servicio se le puede descontar el aporte del
        empleador al seguro de cesantía (art. 13, Ley 19.728), que aquí no se descuenta.
      </Typography>
    </>
  );
}

/** Reads the person's vacations and the holidays the figures need, then shows them. */
function FiniquitoLoader({ person, timeZone }: { person: Person; timeZone: string }) {
  const store = useStore();
  const today = useMemo(() => dayKey(new Date(), timeZone), [timeZone]);
  const [termination, setTermination] = useState(today);
  const hireDate =
    person.hireDate instanceof Date && !Number.isNaN(person.hireDate.getTime())
      ? dayKey(person.hireDate, timeZone)
      : null;
  // One read for any termination day the field may take (typing a date reads nothing again).
  const range = useMemo(
    () =>
      hireDate === null
        ? null
        : {
            start: dayKeyToInstant(hireDate, timeZone),
            end: dayKeyToInstant(
              addDaysToKey(today > hireDate ? today : hireDate, READ_AHEAD_DAYS),
              timeZone,
            ),
          },
    [hireDate, today, timeZone],
  );
  const absences = useQuery({
    queryKey: queryKeys.list('absences', { view: 'finiquito', userId: person.id, hireDate, today }),
    queryFn: async () =>
      range === null
        ? []
        : (
            await listPersonAbsencesOverlapping(store, { uid: person.id, tenantId: person.tenantId }, range)
          ).map((absence) => ({
            type: absence.type,
            status: absence.status,
            ...absenceDays(absence, timeZone),
          })),
    enabled: range !== null,
  });
  const holidays = useQuery({
    queryKey: queryKeys.list('holidays', { view: 'finiquito', tenantId: person.tenantId, hireDate, today }),
    queryFn: async () =>
      range === null
        ? new Set<string>()
        : holidayDays(await listTenantHolidays(store, person.tenantId, range), timeZone),
    enabled: range !== null,
  });
  const view = (loadedAbsences: readonly VacationAbsence[], loadedHolidays: ReadonlySet<string>) => (
    <FiniquitoView
      person={person}
      termination={termination}
      onTermination={setTermination}
      absences={loadedAbsences}
      holidays={loadedHolidays}
      hireDate={hireDate}
    />
  );
  if (range === null) return view([], new Set());
  return (
    <AsyncState
      loading={absences.isPending || holidays.isPending}
      error={absences.error ?? holidays.error}
      errorMessage="No se pudieron leer las vacaciones o los feriados para el cálculo."
      onRetry={() => {
        void absences.refetch();
        void holidays.refetch();
      }}
    >
      {absences.data && holidays.data ? view(absences.data, holidays.data) : null}
    </AsyncState>
  );
}

/** The folded section of the person's file. */
export function PersonFiniquito({ person, timeZone }: { person: Person; timeZone: string }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box>
          <Typography id={headingId} component="span" sx={{ fontWeight: 600, display: 'block' }}>
            Finiquito (referencial)
          </Typography>
          <Typography component="span" variant="body2" color="textSecondary">
            Vacaciones proporcionales e indemnizaciones a una fecha de término.
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>{open && <FiniquitoLoader person={person} timeZone={timeZone} />}</AccordionDetails>
    </Accordion>
  );
}
