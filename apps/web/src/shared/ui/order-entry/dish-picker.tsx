import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../lib/format-money';
import type { PickableDish, PickableSection } from './order-draft';

/**
 * The menus' dishes as large tiles: a tap adds one; a dish with variants asks which first.
 * Sold-out dishes cannot be picked. A search narrows a long menu.
 */
export function DishPicker({
  sections,
  onPick,
}: {
  sections: readonly PickableSection[];
  onPick(dish: PickableDish, variant?: number): void;
}) {
  const { t, i18n } = useTranslation('orders');
  const [search, setSearch] = useState('');
  const [choosing, setChoosing] = useState<PickableDish | null>(null);
  const query = search.trim().toLocaleLowerCase();
  const shown = sections
    .map((section) => ({
      ...section,
      dishes: query
        ? section.dishes.filter((dish) => dish.name.toLocaleLowerCase().includes(query))
        : section.dishes,
    }))
    .filter((section) => section.dishes.length > 0);
  const money = (euros: number) => formatEuros(euros, i18n.language);

  return (
    <Box>
      <TextField
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('entry.search')}
        aria-label={t('entry.search')}
        size="small"
        fullWidth
        sx={{ mb: 1.5 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
      />
      {!query && sections.length > 1 && (
        <Stack
          direction="row"
          component="nav"
          aria-label={t('entry.sections')}
          sx={{ gap: 0.75, overflowX: 'auto', pb: 1, mb: 1 }}
        >
          {sections.map((section) => (
            <Chip
              key={section.key}
              label={section.name}
              onClick={() =>
                document
                  .getElementById(`dishes-${section.key}`)
                  ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
              }
              sx={{ height: 36, flexShrink: 0 }}
            />
          ))}
        </Stack>
      )}
      {shown.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {sections.length === 0 ? t('entry.noDishes') : t('entry.noMatch')}
        </Typography>
      )}
      {shown.map((section) => (
        <Box
          component="section"
          key={section.key}
          id={`dishes-${section.key}`}
          sx={{ mb: 2, scrollMarginTop: 80 }}
          aria-label={section.name}
        >
          <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 0.75 }}>
            {section.name}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            }}
          >
            {section.dishes.map((dish) => (
              <ButtonBase
                key={dish.id}
                disabled={!dish.available}
                onClick={() => (dish.variants.length > 0 ? setChoosing(dish) : onPick(dish))}
                aria-label={
                  dish.available
                    ? t('entry.add', { name: dish.name })
                    : t('entry.soldOutDish', { name: dish.name })
                }
                sx={{
                  display: 'block',
                  textAlign: 'left',
                  p: 1.25,
                  minHeight: 72,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: dish.available ? 'background.paper' : 'grey.100',
                  '&:hover': { borderColor: 'primary.main' },
                  '&:active': { bgcolor: 'primary.50' },
                }}
              >
                <Typography
                  sx={{ fontWeight: 600, lineHeight: 1.25 }}
                  color={dish.available ? undefined : 'text.disabled'}
                >
                  {dish.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {dish.available
                    ? dish.variants.length > 0
                      ? t('entry.variantsFrom', {
                          price: money(Math.min(...dish.variants.map((v) => v.price))),
                        })
                      : money(dish.price)
                    : t('entry.soldOut')}
                </Typography>
              </ButtonBase>
            ))}
          </Box>
        </Box>
      ))}
      {choosing && (
        <VariantDialog
          dish={choosing}
          money={money}
          onPick={(variant) => {
            onPick(choosing, variant);
            setChoosing(null);
          }}
          onClose={() => setChoosing(null)}
        />
      )}
    </Box>
  );
}

function VariantDialog({
  dish,
  money,
  onPick,
  onClose,
}: {
  dish: PickableDish;
  money(euros: number): string;
  onPick(variant: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{dish.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          {dish.variants.map((variant) => (
            <Button
              key={variant.index}
              variant="outlined"
              size="large"
              onClick={() => onPick(variant.index)}
              sx={{ justifyContent: 'space-between', py: 1.5 }}
            >
              <span>{variant.name}</span>
              <span>{money(variant.price)}</span>
            </Button>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.back')}</Button>
      </DialogActions>
    </Dialog>
  );
}
