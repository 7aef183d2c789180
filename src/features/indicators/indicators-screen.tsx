/**
 * /admin/indicadores (superusers, issue #46 item 1): the payroll indicators of a month for the whole platform —
 * UF of the month's last day, UTM, ingreso mínimo, topes imponibles and the SIS rate, each with its source — over
 * Asiste's own table. Every company's run of the month takes them (`parametersWithStored`); a company may still
 * change a value for one run in `Parámetros`. Each save is versioned and logged by the server with the old and new
 * values. The month lives in the URL (`?mes=2026-11`).
 */
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { actionErrorMessage } from '../../components/action-error';
import { AsyncState } from '../../components/async-state';
import type { FormOutcome } from '../../components/form/form-footer';
import { PageLayout } from '../../components/page-layout';
import { getIndicatorMonth, useIndicatorMonth } from '../../data/queries/indicators';
import { useMember } from '../../data/queries/member';
import { useStore } from '../../data/queries/use-store';
import { addMonthsToKey } from '../../domain/calendar/day-keys';
import { formatInZone } from '../../domain/calendar/time-zone';
import { PLATFORM_TIME_ZONE } from '../../domain/incidents/incidents';
import {
  INDICATOR_FIRST_MONTH,
  INDICATOR_LAST_MONTH,
  monthName,
  monthsBetween,
} from '../../domain/payroll/indicators';
import { INDICATOR_MONTH_PATTERN } from '../../domain/payroll/stored-indicators';
import { storedValuesOf, type IndicatorFormValues } from './indicator-values';
import { saveIndicatorMonth } from './indicators-repository';
import { IndicatorsForm } from './indicators-form';

/** The months a superuser may fill: from the table's first to the next one, newest first. */
function monthOptions(current: string): string[] {
  const next = addMonthsToKey(`${current}-01`, 1).slice(0, 7);
  return monthsBetween(
    INDICATOR_FIRST_MONTH,
    next > INDICATOR_LAST_MONTH ? next : INDICATOR_LAST_MONTH,
  ).reverse();
}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function IndicatorsScreen() {
  const store = useStore();
  const member = useMember();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const current = formatInZone(new Date(), PLATFORM_TIME_ZONE, 'yyyy-MM');
  const options = monthOptions(current);
  const asked = search.get('mes') ?? '';
  const period = INDICATOR_MONTH_PATTERN.test(asked) && options.includes(asked) ? asked : current;
  const month = useIndicatorMonth(period);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  const choose = (next: string) => {
    setOutcome(null);
    setSearch(new URLSearchParams({ mes: next }), { replace: true });
  };

  const save = async (values: IndicatorFormValues) => {
    if (!member) return;
    setOutcome(null);
    const read = month.data ?? null;
    try {
      const version = await saveIndicatorMonth(store, member.uid, period, storedValuesOf(values), read);
      setOutcome({
        ok: true,
        message: `Indicadores de ${monthName(period)} guardados (versión ${version}).`,
      });
      await client.invalidateQueries({ queryKey: ['indicators'] });
    } catch (error) {
      console.error('Indicadores: no se pudo guardar', error);
      const now = await getIndicatorMonth(store, period).catch(() => read);
      const overtaken = (now?.version ?? 0) !== (read?.version ?? 0);
      setOutcome({
        ok: false,
        message: overtaken
          ? `Otra persona guardó ${monthName(period)} mientras editabas (versión ${now?.version ?? 0}). Copia tus cambios, recarga el mes y vuelve a guardarlos.`
          : actionErrorMessage(error),
      });
    }
  };

  const stored = month.data ?? null;
  return (
    <PageLayout
      title="Indicadores previsionales"
      subtitle="Los valores del mes para todas las empresas, con su fuente. Prevalecen sobre la tabla de Asiste; cada empresa puede cambiarlos solo para una remuneración en Parámetros."
    >
      <Stack spacing={3}>
        <TextField
          select
          label="Mes"
          value={period}
          onChange={(event) => choose(event.target.value)}
          sx={{ maxWidth: 280 }}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {capitalized(monthName(option))}
            </MenuItem>
          ))}
        </TextField>
        <AsyncState
          loading={month.isPending}
          error={month.error}
          onRetry={() => void month.refetch()}
          loadingLabel="Cargando indicadores…"
        >
          <Alert severity="info">
            {stored === null
              ? `Aún no hay indicadores guardados para ${monthName(period)}: las remuneraciones usan la tabla de Asiste.`
              : `Versión ${stored.version} de ${monthName(period)}, guardada el ${formatInZone(stored.updatedAt, PLATFORM_TIME_ZONE, 'dd-MM-yyyy HH:mm')}.`}
          </Alert>
          <IndicatorsForm
            key={`${period}-${stored?.version ?? 0}`}
            period={period}
            stored={stored}
            outcome={outcome}
            onSave={save}
          />
        </AsyncState>
      </Stack>
    </PageLayout>
  );
}
