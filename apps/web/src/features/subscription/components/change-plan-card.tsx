import MailOutlined from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Changing plan goes through us for now (no payment flow yet): an email, prefilled, to the
 * address the server is configured with (SALES_EMAIL, answered with the plans).
 */
export function ChangePlanCard({
  business,
  plan,
  email,
}: {
  business: string;
  plan: string;
  email: string;
}) {
  const { t } = useTranslation('subscription');
  // Only an address: anything that would end it (`?`, `#`, `,`) is escaped, `@` stays readable.
  const to = encodeURIComponent(email).replaceAll('%40', '@');
  const mail = new URLSearchParams({
    subject: t('change.emailSubject', { business }),
    body: t('change.emailBody', { business, plan }),
  });
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, md: 3 },
        borderRadius: 3,
        display: 'flex',
        gap: 2,
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('change.title')}
        </Typography>
        <Typography color="text.secondary">{t('change.text')}</Typography>
      </Box>
      <Button
        variant="contained"
        startIcon={<MailOutlined />}
        // Spaces as %20: mail programs show URLSearchParams' "+" literally.
        href={`mailto:${to}?${mail.toString().replaceAll('+', '%20')}`}
        sx={{ flexShrink: 0 }}
      >
        {t('change.action')}
      </Button>
    </Paper>
  );
}
