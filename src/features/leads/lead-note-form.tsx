/**
 * `Agregar nota`: saved at once to the lead's timeline. A failed save keeps what was typed and says why; a saved
 * note empties the field and is announced.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

import { actionErrorMessage } from '../../components/action-error';
import { LEAD_LIMITS } from '../../data/policy/lead-write';
import { VALIDATION } from '../../lib/validation-messages';

export const NOTE_SAVE_FAILED = 'No se pudo guardar la nota. Inténtalo de nuevo.';

export interface LeadNoteFormProps {
  onSave: (text: string) => Promise<void>;
  /** Called after a note was saved (for the dialog's announcement). */
  onSaved: () => void;
}

/** The note's problem in Spanish, or null when it can be saved. */
export function noteError(text: string): string | null {
  const note = text.trim();
  if (note === '') return VALIDATION.required;
  return note.length > LEAD_LIMITS.eventText ? VALIDATION.maxLength(LEAD_LIMITS.eventText) : null;
}

export function LeadNoteForm({ onSave, onSaved }: LeadNoteFormProps) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = noteError(text);
    setInvalid(problem);
    setFailure(null);
    if (problem !== null) return;
    setSaving(true);
    try {
      await onSave(text);
      setText('');
      onSaved();
    } catch (error) {
      console.error('Agregar nota: no se pudo guardar', error);
      setFailure(actionErrorMessage(error, NOTE_SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 1 }}
    >
      <TextField
        label="Nota"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (invalid !== null) setInvalid(noteError(event.target.value));
        }}
        multiline
        minRows={2}
        fullWidth
        error={invalid !== null}
        helperText={invalid ?? 'Queda en el historial del lead.'}
        disabled={saving}
      />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="outlined" disabled={saving} sx={{ minHeight: 44 }}>
          {saving ? 'Guardando…' : 'Agregar nota'}
        </Button>
      </Box>
    </Box>
  );
}
