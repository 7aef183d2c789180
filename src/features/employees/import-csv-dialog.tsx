/**
 * `Importar CSV`: pick a spreadsheet, see every row with its errors in Spanish, create the valid rows one by one
 * (one AdminPort.createUser each, with progress; a row the server refuses is reported and the others go on), then
 * a summary. The parser (and papaparse) load only when a file is chosen.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useRef, useState, type ChangeEvent } from 'react';

import { adminErrorMessage } from '../../lib/admin-errors';
import { downloadTemplate, CSV_COLUMNS } from './employee-csv-columns';
import type { CsvRow } from './employee-csv';
import type { WorkplaceNames } from './employee-file-values';
import { CsvRowList, type RowOutcome } from './import-csv-rows';
import type { CreatePeopleDialogProps } from './new-employee-dialog';

export interface ImportCsvDialogProps extends CreatePeopleDialogProps {
  /** The tenant's active Lugares de trabajo by id: a row names one in `Lugar de trabajo`. */
  workplaces: WorkplaceNames;
  /** After the import created someone. */
  onImported: () => void;
}

/** The file's bytes (FileReader: also where Blob.arrayBuffer is missing, e.g. older Safari). */
function readBytes(file: File): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('Lectura vacía'));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsArrayBuffer(file);
  });
}

type Step =
  | { kind: 'pick'; problem: string | null }
  | { kind: 'reading' }
  | { kind: 'preview'; fileName: string; rows: CsvRow[] }
  | { kind: 'creating'; fileName: string; rows: CsvRow[]; done: number; outcomes: Map<number, RowOutcome> }
  | { kind: 'summary'; fileName: string; rows: CsvRow[]; outcomes: Map<number, RowOutcome> };

export function ImportCsvDialog(props: ImportCsvDialogProps) {
  const { open, onClose } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [step, setStep] = useState<Step>({ kind: 'pick', problem: null });
  const busy = step.kind === 'creating' || step.kind === 'reading';
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      slotProps={{ transition: { onExited: () => setStep({ kind: 'pick', problem: null }) } }}
    >
      <DialogTitle id={titleId}>Importar empleados desde CSV</DialogTitle>
      <ImportBody {...props} step={step} setStep={setStep} busy={busy} />
    </Dialog>
  );
}

function ImportBody({
  step,
  setStep,
  busy,
  onClose,
  admin,
  tenantId,
  timeZone,
  existing,
  allowSuperuser,
  workplaces,
  onImported,
}: ImportCsvDialogProps & { step: Step; setStep: (step: Step) => void; busy: boolean }) {
  const read = async (file: File) => {
    setStep({ kind: 'reading' });
    try {
      const { decodeCsv, parseEmployeesCsv } = await import('./employee-csv');
      const text = decodeCsv(await readBytes(file));
      const result = parseEmployeesCsv(text, {
        passwordRequired: admin.passwordRequired,
        existing,
        allowSuperuser,
        timeZone,
        workplaces,
      });
      setStep(
        result.problem === null
          ? { kind: 'preview', fileName: file.name, rows: result.rows }
          : { kind: 'pick', problem: `«${file.name}»: ${result.problem}` },
      );
    } catch (error) {
      console.error('No se pudo leer el CSV', error);
      setStep({ kind: 'pick', problem: `No se pudo leer «${file.name}». ¿Es un archivo CSV?` });
    }
  };

  const create = async (fileName: string, rows: CsvRow[]) => {
    const outcomes = new Map<number, RowOutcome>();
    const valid = rows.filter((row) => row.person !== null);
    setStep({ kind: 'creating', fileName, rows, done: 0, outcomes });
    let created = 0;
    for (const [index, row] of valid.entries()) {
      if (row.person === null) continue;
      try {
        const result = await admin.createUser({ ...row.person, tenantId, requestId: crypto.randomUUID() });
        outcomes.set(row.line, { ok: true, invitationSentTo: result.invitationSentTo });
        created += 1;
      } catch (error) {
        console.error(`Importar CSV: fila ${row.line} rechazada`, error);
        outcomes.set(row.line, { ok: false, message: adminErrorMessage(error) });
      }
      setStep({ kind: 'creating', fileName, rows, done: index + 1, outcomes: new Map(outcomes) });
    }
    if (created > 0) onImported();
    setStep({ kind: 'summary', fileName, rows, outcomes });
  };

  const validCount = step.kind === 'preview' ? step.rows.filter((row) => row.person !== null).length : 0;

  return (
    <>
      <DialogContent dividers>
        {(step.kind === 'pick' || step.kind === 'reading') && (
          <PickStep
            passwordRequired={admin.passwordRequired}
            reading={step.kind === 'reading'}
            problem={step.kind === 'pick' ? step.problem : null}
            onFile={(file) => void read(file)}
          />
        )}
        {step.kind === 'preview' && (
          <>
            <Alert
              severity={validCount === step.rows.length ? 'success' : 'warning'}
              role="status"
              sx={{ mb: 2 }}
            >
              «{step.fileName}»: {step.rows.length} {step.rows.length === 1 ? 'fila' : 'filas'}, {validCount}{' '}
              {validCount === 1 ? 'lista' : 'listas'} para crear
              {validCount < step.rows.length
                ? `, ${step.rows.length - validCount} con errores (no se crearán)`
                : ''}
              .
            </Alert>
            <CsvRowList rows={step.rows} outcomes={null} />
          </>
        )}
        {step.kind === 'creating' && (
          <CreatingStep rows={step.rows} done={step.done} outcomes={step.outcomes} />
        )}
        {step.kind === 'summary' && <ImportSummary rows={step.rows} outcomes={step.outcomes} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {step.kind === 'preview' && (
          <>
            <Button onClick={() => setStep({ kind: 'pick', problem: null })} sx={{ minHeight: 48 }}>
              Elegir otro archivo
            </Button>
            <Button
              variant="contained"
              disabled={validCount === 0}
              onClick={() => void create(step.fileName, step.rows)}
              sx={{ minHeight: 48 }}
            >
              {validCount === 1 ? 'Crear 1 persona' : `Crear ${validCount} personas`}
            </Button>
          </>
        )}
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 48 }}>
          {step.kind === 'summary' ? 'Cerrar' : 'Cancelar'}
        </Button>
      </DialogActions>
    </>
  );
}

const countValid = (rows: CsvRow[]) => rows.filter((row) => row.person !== null).length;

/** The first step: what the file must hold, the file picker and the template; a file's problem, if any. */
function PickStep({
  passwordRequired,
  reading,
  problem,
  onFile,
}: {
  passwordRequired: boolean;
  reading: boolean;
  problem: string | null;
  onFile: (file: File) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>
        Sube una planilla CSV con una fila por persona. Columnas:{' '}
        {CSV_COLUMNS.map((c) => c.header).join(', ')}. Son obligatorias Nombre completo, Correo electrónico y
        RUT
        {passwordRequired ? ', y Contraseña inicial (al menos 8 caracteres)' : ''}. Las fechas van como
        dd-mm-aaaa o aaaa-mm-dd; el Lugar de trabajo, con su nombre (vacío: el predeterminado); Teletrabajo,
        Semana corrida y Descanso dominical adicional, con Sí o No.
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Antes de crear a nadie verás cada fila con sus errores.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label="Archivo CSV"
          onChange={pick}
        />
        <Button
          variant="contained"
          onClick={() => fileInput.current?.click()}
          loading={reading}
          sx={{ minHeight: 48 }}
        >
          Elegir archivo CSV
        </Button>
        <Button onClick={downloadTemplate} sx={{ minHeight: 48 }}>
          Descargar plantilla
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}

/** Creating the valid rows, one by one, with progress. */
function CreatingStep({
  rows,
  done,
  outcomes,
}: {
  rows: CsvRow[];
  done: number;
  outcomes: Map<number, RowOutcome>;
}) {
  const valid = countValid(rows);
  return (
    <>
      <Typography id="import-progress" sx={{ mb: 1 }} role="status">
        Creando {Math.min(done + 1, valid)} de {valid}…
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(done / Math.max(1, valid)) * 100}
        aria-labelledby="import-progress"
        sx={{ mb: 2 }}
      />
      <CsvRowList rows={rows} outcomes={outcomes} />
    </>
  );
}

function ImportSummary({ rows, outcomes }: { rows: CsvRow[]; outcomes: Map<number, RowOutcome> }) {
  const created = [...outcomes.values()].filter((o) => o.ok).length;
  const refused = outcomes.size - created;
  const invalid = rows.length - outcomes.size;
  const notCreated = refused + invalid;
  return (
    <>
      <Alert severity={notCreated === 0 ? 'success' : 'warning'} role="status" sx={{ mb: 2 }}>
        {created === 1 ? 'Se creó 1 persona' : `Se crearon ${created} personas`}
        {notCreated > 0
          ? `; ${notCreated} ${notCreated === 1 ? 'fila no se creó' : 'filas no se crearon'} (${invalid} con errores en el archivo, ${refused} ${refused === 1 ? 'rechazada' : 'rechazadas'} por el servidor).`
          : '.'}
      </Alert>
      <CsvRowList rows={rows} outcomes={outcomes} />
    </>
  );
}
