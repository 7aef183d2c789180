import Alert from '@mui/material/Alert';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';

import { EXPORT_FAILED, MENU_LABELS, type ExportFormat } from './export-run';

export interface ExportMenuProps {
  id: string;
  /** The button it opens from; open while there is one. */
  anchor: HTMLElement | null;
  formats: readonly ExportFormat[];
  onPick: (format: ExportFormat) => void;
  onClose: () => void;
  /** The last export failed: says so until dismissed. */
  failed: boolean;
  onDismiss: () => void;
}

/** An export button's menu of formats and its failure notice (MUI), shared by both export buttons. */
export function ExportMenu({ id, anchor, formats, onPick, onClose, failed, onDismiss }: ExportMenuProps) {
  return (
    <>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
        {formats.map((format) => (
          <MenuItem key={format} onClick={() => onPick(format)} sx={{ minHeight: 48 }}>
            {MENU_LABELS[format]}
          </MenuItem>
        ))}
      </Menu>
      <Snackbar
        open={failed}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') onDismiss();
        }}
      >
        {/* Standard, not filled: the filled error of the dark theme puts near-black on #d32f2f (3:1). */}
        <Alert severity="error" role="alert" closeText="Cerrar" onClose={onDismiss} sx={{ boxShadow: 6 }}>
          {EXPORT_FAILED}
        </Alert>
      </Snackbar>
    </>
  );
}
