/**
 * The search box and the role, status, department and `Local` (Lugar de trabajo) filters of /empleados (one
 * column on a phone). `Local` shows once the tenant has a workplace.
 */
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

import { FilterSelect } from '../../components/filter-select';
import { ROLES, ROLE_LABEL } from '../../domain/labels';
import type { WorkplaceRef } from '../../domain/workplaces/workplaces';
import { activeFilterCount, NO_FILTERS, type EmployeeFilters } from './employee-filters';

interface FiltersBarProps {
  filters: EmployeeFilters;
  onChange: (filters: EmployeeFilters) => void;
  departments: string[];
  /** The tenant's workplaces, the active ones first (useWorkplaces); none while they load. */
  workplaces: readonly WorkplaceRef[];
}

export function EmployeesFiltersBar({ filters, onChange, departments, workplaces }: FiltersBarProps) {
  const narrowed = activeFilterCount(filters) > 0 || filters.search !== '';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      role="search"
      aria-label="Buscar y filtrar personas"
    >
      <TextField
        type="search"
        size="small"
        label="Buscar"
        placeholder="Nombre, correo o RUT"
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        sx={{ flex: { sm: '1 1 240px' } }}
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <FilterSelect
        label="Rol"
        minWidth={{ sm: 170 }}
        value={filters.role}
        onChange={(role) => onChange({ ...filters, role: role as EmployeeFilters['role'] })}
        options={[['', 'Todos'], ...ROLES.map((role): [string, string] => [role, ROLE_LABEL[role]])]}
      />
      <FilterSelect
        label="Estado"
        minWidth={{ sm: 170 }}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status: status as EmployeeFilters['status'] })}
        options={[
          ['', 'Todos'],
          ['active', 'Activo'],
          ['inactive', 'Inactivo'],
        ]}
      />
      <FilterSelect
        label="Departamento"
        minWidth={{ sm: 170 }}
        value={filters.department}
        onChange={(department) => onChange({ ...filters, department })}
        options={[['', 'Todos'], ...departments.map((d): [string, string] => [d, d])]}
      />
      {workplaces.length > 0 && (
        <FilterSelect
          label="Local"
          minWidth={{ sm: 200 }}
          value={filters.workplace}
          onChange={(workplace) => onChange({ ...filters, workplace })}
          options={[
            ['', 'Todos los locales'],
            ...workplaces.map((place): [string, string] => [
              place.id,
              place.archived === true ? `${place.name} (archivado)` : place.name,
            ]),
          ]}
        />
      )}
      {narrowed && (
        <Button
          onClick={() => onChange(NO_FILTERS)}
          sx={{ minHeight: 40, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Limpiar filtros
        </Button>
      )}
    </Stack>
  );
}
