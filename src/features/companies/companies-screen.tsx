import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';

import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { PageLayout } from '../../components/page-layout';
import { StatusChip } from '../../components/status-chip';
import type { CreateTenantResult } from '../../data/ports/admin-port';
import { useMember } from '../../data/queries/member';
import { SUPPORTED_TIME_ZONES } from '../../domain/settings/time-zones';
import { adminErrorMessage } from '../../lib/admin-errors';
import { useBackend } from '../../lib/backend-context';
import { useCompanies, usePeopleCounts, type Company } from './companies-repository';
import { NewCompanyDialog } from './new-company-dialog';
import { IncidentsSection } from './incidents-section';

const ZONE_LABEL = new Map<string, string>(SUPPORTED_TIME_ZONES.map((zone) => [zone.id, zone.label]));

/** 'Las 12 personas de «Panadería»', or without a number where the count is not readable. */
export function peopleOf(company: string, count: number | undefined): string {
  if (count === undefined) return `Las personas de «${company}»`;
  if (count === 1) return `La persona de «${company}»`;
  return `Las ${count} personas de «${company}»`;
}

export function disableCompanyMessage(company: string, count: number | undefined): string {
  const who = peopleOf(company, count);
  const verb = count === 1 ? 'podrá' : 'podrán';
  return `${who} no ${verb} iniciar sesión ni usar Asiste hasta que la reactives. Sus datos se conservan.`;
}

export function enableCompanyMessage(company: string, count: number | undefined): string {
  const who = peopleOf(company, count);
  return `${who} ${count === 1 ? 'podrá' : 'podrán'} volver a iniciar sesión y usar Asiste (las personas desactivadas una a una siguen desactivadas).`;
}

/**
 * `/admin/empresas` (superusers): every company using Asiste, its people (where readable: see
 * companies-repository.ts) and status; `Nueva empresa` creates one with its first admin, and a company can be
 * disabled (everyone in it locked out) or enabled again — through AdminPort, behind a confirmation. Below, the
 * technical-incident log (incidents-section.tsx, Res. Ex. N° 38 art. 27 f).
 */
export function CompaniesScreen() {
  const companies = useCompanies();
  const member = useMember();
  const counts = usePeopleCounts(member?.tenantId ?? null);
  const { admin } = useBackend();
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<Company | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns = useMemo<DataTableColumn<Company>[]>(
    () => [
      { id: 'name', header: 'Empresa', cell: (c) => c.name, sortValue: (c) => c.name },
      {
        id: 'legalName',
        header: 'Razón social',
        cell: (c) => c.legalName ?? '—',
        sortValue: (c) => c.legalName ?? null,
      },
      { id: 'taxId', header: 'RUT empresa', cell: (c) => c.taxId ?? '—', sortValue: (c) => c.taxId ?? null },
      {
        id: 'people',
        header: 'Personas activas',
        align: 'right',
        cell: (c) => counts.get(c.id) ?? <span title="Solo ves las personas de tu propia empresa">—</span>,
        sortValue: (c) => counts.get(c.id) ?? null,
      },
      { id: 'zone', header: 'Zona horaria', cell: (c) => ZONE_LABEL.get(c.timeZone) ?? c.timeZone },
      {
        id: 'status',
        header: 'Estado',
        cell: (c) =>
          c.disabled ? (
            <StatusChip label="Desactivada" tone="neutral" />
          ) : (
            <StatusChip label="Activa" tone="success" />
          ),
        sortValue: (c) => (c.disabled ? 'Desactivada' : 'Activa'),
      },
    ],
    [counts],
  );

  const onCreated = (company: string, adminName: string, result: CreateTenantResult) => {
    setNotice(
      `Se creó la empresa «${company}» con ${adminName} como administrador.${
        result.invitationSentTo
          ? ` Le enviamos la invitación por correo a ${result.invitationSentTo}.`
          : ' Al entrar con la contraseña inicial deberá cambiarla.'
      }`,
    );
  };

  const toggle = async () => {
    if (!admin || !toggling) return;
    const disabled = !toggling.disabled;
    await admin.setTenantDisabled({ tenantId: toggling.id, disabled });
    setNotice(
      disabled ? `«${toggling.name}» quedó desactivada.` : `«${toggling.name}» está activa de nuevo.`,
    );
  };
  const ownTenant = member?.tenantId;
  const count = toggling ? counts.get(toggling.id) : undefined;

  return (
    <PageLayout
      title="Empresas"
      subtitle="Las empresas que usan Asiste, sus personas y su estado."
      actions={
        admin && (
          <Button
            variant="contained"
            startIcon={<AddBusinessIcon />}
            onClick={() => setCreating(true)}
            sx={{ minHeight: 44 }}
          >
            Nueva empresa
          </Button>
        )
      }
    >
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <DataTable
        aria-label="Empresas"
        rows={companies.data}
        columns={columns}
        getRowId={(c) => c.id}
        rowLabel={(c) => c.name}
        loading={companies.isPending}
        error={companies.isError ? companies.error : undefined}
        onRetry={() => void companies.refetch()}
        emptyMessage="Aún no hay empresas."
        initialSort={{ columnId: 'name', direction: 'asc' }}
        rowActions={
          admin
            ? [
                {
                  label: 'Desactivar',
                  onClick: setToggling,
                  disabled: (c) => c.disabled || c.id === ownTenant,
                },
                { label: 'Reactivar', onClick: setToggling, disabled: (c) => !c.disabled },
              ]
            : []
        }
      />
      <IncidentsSection companies={companies.data ?? []} />
      {admin && (
        <NewCompanyDialog
          open={creating}
          onClose={() => setCreating(false)}
          admin={admin}
          onCreated={onCreated}
        />
      )}
      <ConfirmDialog
        open={toggling !== null}
        title={
          toggling?.disabled ? `¿Reactivar «${toggling.name}»?` : `¿Desactivar «${toggling?.name ?? ''}»?`
        }
        message={
          toggling
            ? toggling.disabled
              ? enableCompanyMessage(toggling.name, count)
              : disableCompanyMessage(toggling.name, count)
            : ''
        }
        confirmLabel={toggling?.disabled ? 'Reactivar empresa' : 'Desactivar empresa'}
        destructive={!toggling?.disabled}
        onConfirm={toggle}
        onClose={() => setToggling(null)}
        errorMessage={adminErrorMessage}
      />
    </PageLayout>
  );
}
