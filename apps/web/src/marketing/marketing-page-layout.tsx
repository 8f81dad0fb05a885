import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';

/** A plain marketing page: a title, then its content, in a readable column. */
export function MarketingPageLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Coperto`;
  }, [title]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, sm: 7 } }}>
      <Typography
        component="h1"
        variant="h3"
        sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '2rem', sm: '2.6rem' } }}
      >
        {title}
      </Typography>
      {intro && (
        <Typography
          variant="h6"
          component="p"
          color="text.secondary"
          sx={{ fontWeight: 400, mb: 4 }}
        >
          {intro}
        </Typography>
      )}
      {children}
    </Container>
  );
}
