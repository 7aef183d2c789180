import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

import { EXPORT_FAILED } from '../../components/export-button';
import type { Tenant, UserDoc } from '../../data/ports/collections';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import type { WithId } from '../../data/ports/document-store';
import { useStore } from '../../data/queries/use-store';
import { downloadBlob } from '../../lib/download';
import { archiveFiles, archiveYears, archiveZip } from './records-archive';

export interface ArchiveButtonProps {
  tenantId: string;
  tenant: Pick<Tenant, 'name' | 'legalName' | 'taxId'>;
  timeZone: string;
  thresholds: AlertThresholds;
  today: string;
  people: readonly WithId<UserDoc>[] | undefined;
}

/** `Archivo (.zip)`: a year of the tenant's records (records-archive.ts), any of the last five. */
export function ArchiveButton({ tenantId, tenant, timeZone, thresholds, today, people }: ArchiveButtonProps) {
  const store = useStore();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (year: number) => {
    setAnchor(null);
    if (people === undefined) return;
    setBusy(year);
    setFailed(false);
    try {
      const files = await archiveFiles({
        store,
        tenantId,
        tenant,
        year,
        timeZone,
        thresholds,
        people,
        now: new Date(),
      });
      const zipped = await archiveZip(files);
      downloadBlob(`archivo-asistencia-${year}.zip`, new Blob([zipped], { type: 'application/zip' }));
    } catch (error) {
      console.error('No se pudo generar el archivo de registros', error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        disabled={people === undefined || busy !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minHeight: 48 }}
      >
        {busy === null ? 'Archivo (.zip)' : `Generando archivo ${busy}…`}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {archiveYears(today).map((year) => (
          <MenuItem key={year} onClick={() => void download(year)}>
            Registros de {year}
          </MenuItem>
        ))}
      </Menu>
      {failed && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {EXPORT_FAILED}
        </Alert>
      )}
    </Box>
  );
}
