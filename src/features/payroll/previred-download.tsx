/**
 * A closed run's `Previred (TXT)`: the archivo de carga of the month's contributions (previred-input.ts), which
 * downloads only when its validator finds no problem; until then the button is disabled and the problems are
 * listed by person and field, as the LRE's are (LreProblems).
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { previredProblems, type RunFiles } from './payroll-run-files';
import type { PreviredIssue } from './previred-input';

/** The id of the problems' list, which describes the disabled button. */
export const PREVIRED_PROBLEMS_ID = 'previred-problems';

/** How many problems are listed; the rest are counted. */
const PREVIRED_PROBLEMS_SHOWN = 20;

/**
 * The run's Previred problems, once its payslips are at hand (`ready`); null while they are not. Empty: the file
 * may be downloaded.
 */
export function usePreviredProblems(files: RunFiles, ready: boolean): PreviredIssue[] | null {
  return useMemo(() => (ready ? previredProblems(files) : null), [ready, files]);
}

interface PreviredButtonProps {
  /** The validator's problems; null while the run's payslips load. */
  problems: readonly PreviredIssue[] | null;
  onDownload: () => void;
}

/** `Previred (TXT)`, beside `LRE (CSV)`: enabled only when the file has no problem. */
export function PreviredButton({ problems, onDownload }: PreviredButtonProps) {
  const blocked = problems === null || problems.length > 0;
  return (
    <Button
      variant="outlined"
      disabled={blocked}
      onClick={onDownload}
      sx={{ minHeight: 48 }}
      {...(problems !== null && problems.length > 0 ? { 'aria-describedby': PREVIRED_PROBLEMS_ID } : {})}
    >
      Previred (TXT)
    </Button>
  );
}

/** What keeps the run's Previred file from being downloaded, by person and field. */
export function PreviredProblems({ problems }: { problems: readonly PreviredIssue[] }) {
  const rest = problems.length - PREVIRED_PROBLEMS_SHOWN;
  return (
    <Alert severity="warning" id={PREVIRED_PROBLEMS_ID} sx={{ mb: 2 }}>
      <AlertTitle>
        El archivo de Previred no se puede descargar todavía: {problems.length}{' '}
        {problems.length === 1 ? 'problema' : 'problemas'} que Previred rechazaría
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {problems.slice(0, PREVIRED_PROBLEMS_SHOWN).map((problem, index) => (
          <li key={index}>
            {problem.person} — {problem.field}: {problem.message}
          </li>
        ))}
      </Box>
      {rest > 0 && <Typography variant="body2">… y {rest} más.</Typography>}
      <Typography variant="body2">
        Corrige lo indicado en cada línea (en la ficha de la persona o cerrando la remuneración del mes
        anterior) y vuelve a descargar.
      </Typography>
    </Alert>
  );
}
