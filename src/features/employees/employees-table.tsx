/** The people of /empleados from `md` up: a sortable table whose name opens the person's file. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { DataTable, type DataTableColumn } from '../../components/data-table';
import { UserAvatar } from '../../components/user-avatar';
import { ROLE_LABEL } from '../../domain/labels';
import type { WorkplaceRef } from '../../domain/workplaces/workplaces';
import { personName } from './employee-filters';
import { dayText, NO_VALUE, workplaceText } from './employee-labels';
import type { Person } from './employees-repository';
import { StatusOf } from './person-dialog';

export interface PeopleViewProps {
  people: Person[];
  timeZone: string;
  /** The tenant's workplaces (useWorkplaces), undefined while they load or when they could not be read. */
  workplaces: readonly WorkplaceRef[] | undefined;
  onOpen: (person: Person) => void;
  emptyMessage: string;
}

/** The person's name as the button that opens their file (the row's name for a screen reader too). */
function NameCell({ person, onOpen }: { person: Person; onOpen: (person: Person) => void }) {
  const name = personName(person);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 200 }}>
      <UserAvatar name={name} photoURL={person.photoURL} />
      <div>
        <Button
          aria-haspopup="dialog"
          aria-label={`Ver ficha de ${name}`}
          onClick={() => onOpen(person)}
          sx={{
            p: 0.5,
            minWidth: 0,
            textAlign: 'left',
            textTransform: 'none',
            fontWeight: 600,
            textDecoration: 'underline',
          }}
        >
          {name}
        </Button>
        <Typography variant="body2" color="textSecondary" sx={{ px: 0.5, overflowWrap: 'anywhere' }}>
          {person.email}
        </Typography>
      </div>
    </Stack>
  );
}

export function EmployeesTable({ people, timeZone, workplaces, onOpen, emptyMessage }: PeopleViewProps) {
  const columns = useMemo<DataTableColumn<Person>[]>(
    () => [
      {
        id: 'name',
        header: 'Nombre',
        cell: (p) => <NameCell person={p} onOpen={onOpen} />,
        sortValue: (p) => personName(p),
      },
      { id: 'rut', header: 'RUT', cell: (p) => p.rut ?? NO_VALUE, sortValue: (p) => p.rut },
      { id: 'position', header: 'Cargo', cell: (p) => p.position ?? NO_VALUE, sortValue: (p) => p.position },
      {
        id: 'department',
        header: 'Departamento',
        cell: (p) => p.department ?? NO_VALUE,
        sortValue: (p) => p.department,
      },
      {
        id: 'workplace',
        header: 'Lugar de trabajo',
        cell: (p) => workplaceText(p.workplaceId, workplaces),
        sortValue: (p) => workplaceText(p.workplaceId, workplaces),
      },
      { id: 'role', header: 'Rol', cell: (p) => ROLE_LABEL[p.role], sortValue: (p) => ROLE_LABEL[p.role] },
      {
        id: 'status',
        header: 'Estado',
        cell: (p) => <StatusOf person={p} />,
        sortValue: (p) => (p.disabled ? 'Inactivo' : 'Activo'),
      },
      {
        id: 'hireDate',
        header: 'Fecha de ingreso',
        cell: (p) => dayText(p.hireDate, timeZone),
        sortValue: (p) => p.hireDate,
      },
    ],
    [onOpen, timeZone, workplaces],
  );
  return (
    <DataTable
      aria-label="Personas de la empresa"
      rows={people}
      columns={columns}
      getRowId={(p) => p.id}
      rowLabel={personName}
      emptyMessage={emptyMessage}
      initialSort={{ columnId: 'name', direction: 'asc' }}
    />
  );
}
