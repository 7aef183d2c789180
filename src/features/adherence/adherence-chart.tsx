/**
 * The chart of /adherencia: planned against worked hours per group, as bars. Loaded on its own (React.lazy) so
 * MUI X Charts is downloaded only by who opens this screen; the numbers are also in the table beside it, which
 * says the same to a screen reader; the chart is a figure captioned with what it shows, keyboard-navigable as MUI X
 * makes it.
 */
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';

export interface AdherenceChartProps {
  labels: readonly string[];
  plannedHours: readonly number[];
  workedHours: readonly number[];
  /** What the chart shows: its caption. */
  description: string;
}

const hours = (value: number | null) =>
  value === null ? '' : `${new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 }).format(value)} h`;

export default function AdherenceChart({
  labels,
  plannedHours,
  workedHours,
  description,
}: AdherenceChartProps) {
  const captionId = useId();
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ width: '100%', minWidth: 0, m: 0 }}>
      <Box component="figcaption" id={captionId} sx={{ typography: 'body2', color: 'text.secondary' }}>
        {description}
      </Box>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: [...labels], tickLabelStyle: { fontSize: 11 } }]}
        yAxis={[{ label: 'Horas' }]}
        series={[
          { data: [...plannedHours], label: 'Planificado', valueFormatter: hours, color: '#90caf9' },
          { data: [...workedHours], label: 'Trabajado', valueFormatter: hours, color: '#1976d2' },
        ]}
        margin={{ left: 8, right: 8 }}
      />
    </Box>
  );
}
