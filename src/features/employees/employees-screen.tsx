import DownloadIcon from '@mui/icons-material/Download';
import AddIcon from '@mui/icons-material/PersonAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';

import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import type { CreateUserResult } from '../../data/ports/admin-port';
import { useMember } from '../../data/queries/member';
import { useTenant } from '../../data/queries/tenant';
import { useWorkplaces } from '../../data/queries/workplaces';
import { useStore } from '../../data/queries/use-store';
import { useBackend } from '../../lib/backend-context';
import { downloadEmployeesCsv } from './employee-csv-export';
import { applyFilters, departmentsOf, filtersForType, type EmployeeFilters } from './employee-filters';
import { workplaceNames } from './employee-labels';
import { EmployeesCards } from './employees-cards';
import { EmployeesFiltersBar } from './employees-filters-bar';
import {
  saveEmployeeFile,
  useEmployees,
  useRefreshPeople,
  type FileChange,
  type Person,
} from './employees-repository';
import { EmployeesTable } from './employees-table';
import { ImportCsvDialog } from './import-csv-dialog';
import { NewEmployeeDialog } from './new-employee-dialog';
import { PersonDialog } from './person-dialog';

/**
 * `/empleados` and `/empleados/:type` (managers): the tenant's people — a table from `md` up, cards below —
 * with search and filters; `Nuevo empleado` and `Importar CSV` create accounts through AdminPort; a person opens
 * their file (role, access, file fields). `:type` presets the filters (activos, inactivos, administradores,
 * empleados); any other value shows everyone and says so.
 */
export function EmployeesScreen() {
  const { type } = useParams();
  // A new `:type` starts over with its own filters.
  return <EmployeesView key={type ?? ''} type={type} />;
}

type Dialogs = 'new' | 'import' | null;

interface Created {
  name: string;
  invitationSentTo: string | null;
}

/** The account just created, and how its person signs in for the first time. */
function CreatedNotice({ created, onClose }: { created: Created; onClose: () => void }) {
  return (
    <Alert severity="success" role="status" onClose={onClose} sx={{ mb: 2 }}>
      Se creó la cuenta de {created.name}.
      {created.invitationSentTo
        ? ` Le enviamos la invitación por correo a ${created.invitationSentTo}: con ese enlace elegirá su contraseña.`
        : ' Ya puede iniciar sesión con su correo y la contraseña inicial, y al entrar deberá cambiarla.'}
    </Alert>
  );
}

function EmployeesView({ type }: { type: string | undefined }) {
  const preset = useMemo(() => filtersForType(type), [type]);
  const [filters, setFilters] = useState<EmployeeFilters>(preset.filters);
  const people = useEmployees();
  const workplaces = useWorkplaces();
  const member = useMember();
  const tenant = useTenant();
  const store = useStore();
  const { admin } = useBackend();
  const refresh = useRefreshPeople();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [openId, setOpenId] = useState<{ id: string; open: boolean } | null>(null);
  const [created, setCreated] = useState<Created | null>(null);

  const all = useMemo(() => people.data ?? [], [people.data]);
  const shown = useMemo(
    () => applyFilters(all, filters, workplaces.data ?? []),
    [all, filters, workplaces.data],
  );
  const names = useMemo(() => workplaceNames(workplaces.data), [workplaces.data]);
  // An import names only the workplaces a person may be given (the file's form offers the active ones).
  const activeNames = useMemo(
    () => workplaceNames(workplaces.data?.filter((workplace) => workplace.archived !== true)),
    [workplaces.data],
  );
  const departments = useMemo(() => departmentsOf(all), [all]);
  const timeZone = tenant.timeZone ?? 'America/Santiago';
  const tenantId = member?.tenantId ?? '';
  const isSuperuser = member?.role === 'superuser';
  const openPerson = openId ? (all.find((p) => p.id === openId.id) ?? null) : null;

  const onOpen = useCallback((person: Person) => setOpenId({ id: person.id, open: true }), []);
  const onCreated = (name: string, result: CreateUserResult) => {
    refresh();
    setCreated({ name, invitationSentTo: result.invitationSentTo });
  };
  const saveFile = (person: Person, change: FileChange) => {
    if (!member) return Promise.reject(new Error('Sin sesión'));
    return saveEmployeeFile(store, member.uid, person, change, timeZone, names);
  };

  const emptyMessage =
    all.length === 0
      ? 'Aún no hay personas. Crea la primera con «Nuevo empleado».'
      : 'Ninguna persona coincide con la búsqueda o los filtros.';
  const peopleView = { people: shown, timeZone, workplaces: workplaces.data, onOpen, emptyMessage };
  const ready = people.isSuccess && tenant.timeZone !== null;

  return (
    <PageLayout
      title="Empleados"
      subtitle="Las personas de tu empresa, sus cuentas y sus fichas."
      actions={
        admin && (
          <>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog('new')}
              disabled={!ready}
              sx={{ minHeight: 44 }}
            >
              Nuevo empleado
            </Button>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => setDialog('import')}
              disabled={!ready}
              sx={{ minHeight: 44 }}
            >
              Importar CSV
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => downloadEmployeesCsv(shown, timeZone, names)}
              disabled={!ready || shown.length === 0}
              sx={{ minHeight: 44 }}
            >
              Exportar CSV
            </Button>
          </>
        )
      }
    >
      {preset.unknownType !== null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          El filtro «{preset.unknownType}» no existe; se muestran todas las personas.
        </Alert>
      )}
      {created && <CreatedNotice created={created} onClose={() => setCreated(null)} />}
      <EmployeesFiltersBar
        filters={filters}
        onChange={setFilters}
        departments={departments}
        workplaces={workplaces.data ?? []}
      />
      <AsyncState
        loading={people.isPending}
        error={people.isError ? people.error : null}
        onRetry={() => void people.refetch()}
        loadingLabel="Cargando personas"
        errorMessage="No se pudieron cargar las personas. Revisa tu conexión e inténtalo de nuevo."
      >
        <Typography variant="body2" color="textSecondary" aria-live="polite" sx={{ mb: 1 }}>
          {shown.length === all.length
            ? `${all.length} ${all.length === 1 ? 'persona' : 'personas'}`
            : `Mostrando ${shown.length} de ${all.length} personas`}
        </Typography>
        {compact ? <EmployeesCards {...peopleView} /> : <EmployeesTable {...peopleView} />}
      </AsyncState>
      {admin && ready && (
        <>
          <NewEmployeeDialog
            open={dialog === 'new'}
            onClose={() => setDialog(null)}
            admin={admin}
            tenantId={tenantId}
            timeZone={timeZone}
            existing={all}
            allowSuperuser={isSuperuser}
            onCreated={onCreated}
          />
          <ImportCsvDialog
            open={dialog === 'import'}
            onClose={() => setDialog(null)}
            admin={admin}
            tenantId={tenantId}
            timeZone={timeZone}
            existing={all}
            allowSuperuser={isSuperuser}
            workplaces={activeNames}
            onImported={refresh}
          />
        </>
      )}
      <PersonDialog
        person={openPerson}
        open={openId?.open ?? false}
        onClose={() => setOpenId((current) => current && { ...current, open: false })}
        onExited={() => setOpenId(null)}
        existing={all}
        timeZone={timeZone}
        admin={admin}
        callerUid={member?.uid ?? ''}
        callerIsSuperuser={isSuperuser}
        onSaveFile={saveFile}
        onAccessChanged={refresh}
      />
    </PageLayout>
  );
}
