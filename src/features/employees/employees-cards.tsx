/** The people of /empleados on a phone: one card per person, each a button that opens their file. */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { UserAvatar } from '../../components/user-avatar';
import { ROLE_LABEL } from '../../domain/labels';
import { personName } from './employee-filters';
import { workplaceText } from './employee-labels';
import type { PeopleViewProps } from './employees-table';
import { StatusOf } from './person-dialog';

export function EmployeesCards({ people, workplaces, onOpen, emptyMessage }: PeopleViewProps) {
  if (people.length === 0) {
    return (
      <Typography role="status" color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
        {emptyMessage}
      </Typography>
    );
  }
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label="Personas de la empresa">
        {people.map((person, i) => {
          const name = personName(person);
          return (
            <Box
              component="li"
              key={person.id}
              sx={i < people.length - 1 ? { borderBottom: 1, borderColor: 'divider' } : undefined}
            >
              <ListItemButton
                aria-haspopup="dialog"
                onClick={() => onOpen(person)}
                sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
              >
                <Box aria-hidden sx={{ pt: 0.25 }}>
                  <UserAvatar name={name} photoURL={person.photoURL} />
                </Box>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
                  >
                    <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {name}
                    </Typography>
                    <StatusOf person={person} />
                  </Stack>
                  <Typography variant="body2">
                    {[ROLE_LABEL[person.role], person.position, person.department]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  {workplaces !== undefined && workplaces.length > 0 && (
                    <Typography variant="body2">{workplaceText(person.workplaceId, workplaces)}</Typography>
                  )}
                  <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[person.rut, person.email].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              </ListItemButton>
            </Box>
          );
        })}
      </List>
    </Paper>
  );
}
