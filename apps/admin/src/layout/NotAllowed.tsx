import { Alert, Box, Typography } from '@mui/material';
import { NotFound, useLocation, usePermissions, useTranslate } from 'react-admin';
import { missingFor, type Permissions } from '../providers/permissions';

/**
 * The page of an address the app does not route: a screen the role may not open says so (a link
 * from the dashboard, a colleague's bookmark), anything else is react-admin's "não encontrado".
 */
export function NotAllowed() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return null;
  const missing = missingFor(pathname, permissions);
  if (missing.length === 0) return <NotFound />;
  const role = permissions?.role ?? '';
  return (
    <Box sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('admin.denied.title')}
      </Typography>
      <Alert severity="warning">
        {translate('admin.denied.text', { role: translate(`admin.roles.${role}`, { _: role }) })}
      </Alert>
    </Box>
  );
}
