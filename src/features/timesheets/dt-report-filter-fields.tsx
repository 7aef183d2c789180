import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

import { DayRangePicker } from '../../components/day-range-picker';
import { FilterSelect } from '../../components/filter-select';
import { PersonPicker, type PersonOption } from '../../components/person-picker';
import type { Shift } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import {
  DT_PRESET_LABEL,
  DT_PRESETS,
  DT_RANGE_TOO_LONG,
  JORNADA_KINDS,
  JORNADA_LABEL,
  presetOf,
  presetRange,
  type DtPreset,
  type JornadaKind,
} from '../../domain/attendance/dt-report-rules';
import type { WorkplaceRef } from '../../domain/workplaces/workplaces';
import { shiftLabel } from './dt-report-filters';
import { DT_REPORT_LABEL, DT_REPORTS, type DtReportKind } from './dt-reports';
import type { DtFilterValues } from './use-dt-report';
import { WorkplaceFilter } from './workplace-filter';

export const ALL_POSITIONS = 'Todos los cargos';
export const ALL_JORNADAS = 'Todas las jornadas';
export const ALL_SHIFTS = 'Todos los turnos';
export const CODE_HELP = 'El de un comprobante: el reporte muestra la marca, su trabajador y su día.';

export interface DtReportFilterFieldsProps {
  values: DtFilterValues;
  onChange: (patch: Partial<DtFilterValues>) => void;
  today: string;
  workplaces: readonly WorkplaceRef[] | undefined;
  positions: readonly string[];
  shifts: readonly WithId<Shift>[] | undefined;
  people: readonly PersonOption[];
  tooLong: boolean;
  /** Why the verification code found no marca, or null. */
  codeProblem: string | null;
}

/** `[value, label]` with the "all" choice first; a chosen value not among them (still loading) kept. */
function choices(all: string, value: string | null, list: [string, string][]): [string, string][] {
  const known = value === null || list.some(([id]) => id === value);
  return [['', all], ...list, ...(known ? [] : [[value, 'Cargando…'] as [string, string]])];
}

const orNull = (value: string) => (value === '' ? null : value);
const columns = (md: number) => ({
  xs: 'minmax(0, 1fr)',
  sm: 'repeat(2, minmax(0, 1fr))',
  md: `repeat(${md}, minmax(0, 1fr))`,
});

/**
 * The filters of Res. Ex. N° 38 arts. 25 and 25.1, all visible together and usable in any order: the report, a
 * preset period or a range (up to 5 years), `Local`, `Cargo`, `Jornada`, `Turno` (each shift by its extent, art.
 * 25.1 f), the worker and a receipt's verification code.
 */
export function DtReportFilterFields(props: DtReportFilterFieldsProps) {
  const { values, onChange, today, shifts } = props;
  const shiftList = (shifts ?? []).map((shift): [string, string] => [
    shift.id,
    shift.archived === true ? `${shiftLabel(shift)} (archivado)` : shiftLabel(shift),
  ]);
  const small = { fullWidth: true, minWidth: { sm: 0 } } as const;
  return (
    <>
      <TextField
        select
        label="Reporte"
        value={values.kind}
        onChange={(event) => onChange({ kind: event.target.value as DtReportKind })}
      >
        {DT_REPORTS.map((report) => (
          <MenuItem key={report} value={report}>
            {DT_REPORT_LABEL[report]}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Periodo predefinido"
          value={presetOf(values, today)}
          onChange={(_event, next: DtPreset | null) => next && onChange(presetRange(next, today))}
          sx={{ mt: 1 }}
        >
          {DT_PRESETS.map((preset) => (
            <ToggleButton key={preset} value={preset} sx={{ textTransform: 'none', px: 2 }}>
              {DT_PRESET_LABEL[preset]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ flex: '1 1 20rem', minWidth: 0 }}>
          <DayRangePicker
            from={values.from}
            to={values.to}
            label="Periodo del reporte"
            onChange={(range) => onChange(range)}
          />
        </Box>
      </Box>
      {props.tooLong && <Alert severity="warning">{DT_RANGE_TOO_LONG}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns(4) }}>
        <WorkplaceFilter
          workplaces={props.workplaces}
          value={values.workplaceId}
          onChange={(workplaceId) => onChange({ workplaceId })}
          {...small}
        />
        <FilterSelect
          label="Cargo"
          value={values.position ?? ''}
          onChange={(value) => onChange({ position: orNull(value) })}
          options={choices(
            ALL_POSITIONS,
            values.position,
            props.positions.map((name) => [name, name]),
          )}
          {...small}
        />
        <FilterSelect
          label="Jornada"
          value={values.jornada ?? ''}
          onChange={(value) => onChange({ jornada: orNull(value) as JornadaKind | null })}
          options={choices(
            ALL_JORNADAS,
            values.jornada,
            JORNADA_KINDS.map((kind) => [kind, JORNADA_LABEL[kind]]),
          )}
          {...small}
        />
        <FilterSelect
          label="Turno"
          value={values.shiftId ?? ''}
          onChange={(value) => onChange({ shiftId: orNull(value) })}
          options={choices(ALL_SHIFTS, values.shiftId, shiftList)}
          {...small}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns(2) }}>
        <PersonPicker
          people={props.people}
          value={values.personId}
          onChange={(personId) => onChange({ personId })}
          label="Trabajador (vacío: todos)"
        />
        <TextField
          label="Código de verificación"
          value={values.code}
          onChange={(event) => onChange({ code: event.target.value })}
          error={props.codeProblem !== null}
          helperText={props.codeProblem ?? CODE_HELP}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
      </Box>
    </>
  );
}
