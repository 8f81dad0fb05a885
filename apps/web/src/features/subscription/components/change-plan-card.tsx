import { PLAN_CHANGE_EMAIL } from '@coperto/shared/subscriptions/subscription.schemas';
import MailOutlined from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Changing plan goes through us for now (no payment flow yet): an email, prefilled. */
export function ChangePlanCard({ business, plan }: { business: string; plan: string }) {
  const { t } = useTranslation('subscription');
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
        href={`mailto:${PLAN_CHANGE_EMAIL}?${mail.toString().replaceAll('+', '%20')}`}
        sx={{ flexShrink: 0 }}
      >
        {t('change.action')}
      </Button>
    </Paper>
  );
}
