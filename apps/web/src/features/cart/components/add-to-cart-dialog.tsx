import { CART_MAX_QUANTITY } from '@coperto/shared/cart/cart.constants';
import { eurosToCents } from '@coperto/shared/common/money';
import { pickTranslation } from '@coperto/shared/common/translations';
import type { MenuItem } from '@coperto/shared/menus/menu.schemas';
import { ORDER_LINE_NOTES_MAX_LENGTH } from '@coperto/shared/orders/order.constants';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuroCents, formatEuros } from '../../../shared/lib/format-money';
import { useUiStore } from '../../../shared/stores/ui-store';
import { cartLineId } from '../lib/order-lines';
import { useCartStore } from '../stores/cart-store';

export interface AddToCartDialogProps {
  item: MenuItem;
  /** The restaurant's first language: every text has it. */
  fallbackLanguage: string;
  open: boolean;
  onClose: () => void;
}

/**
 * A dish into the cart: its variant (when it has variants), how many, and a note for the
 * kitchen. The line names the menu item and the variant's index (lib/order-lines.ts); its name
 * and price are the menu's, for the cart to show until the server prices it.
 */
export function AddToCartDialog({ item, fallbackLanguage, open, onClose }: AddToCartDialogProps) {
  const { t, i18n } = useTranslation('cart');
  const language = i18n.language;
  const textOf = (text: MenuItem['name']) => pickTranslation(text, language, fallbackLanguage);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const addItem = useCartStore((s) => s.addItem);
  const showAlert = useUiStore((s) => s.showAlert);
  const [variant, setVariant] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [notes, setNotes] = useState('');
  const titleId = useId();
  const variantLabelId = useId();
  const name = textOf(item.name);
  const chosen = item.variants.length > 0 ? item.variants[variant] : undefined;
  const unit = chosen ? chosen.price : item.price;
  const lineName = chosen ? `${name} · ${textOf(chosen.name)}` : name;

  const add = () => {
    const trimmed = notes.trim();
    const added = addItem({
      id: cartLineId(item.id, chosen ? variant : undefined),
      name: lineName,
      unit_price: unit,
      quantity,
      ...(trimmed ? { notes: trimmed } : {}),
    });
    if (!added) {
      showAlert(t('add.full'), 'warning');
      return;
    }
    showAlert(t('add.added', { name: lineName }), 'success');
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: phone
            ? {
                m: 0,
                width: '100%',
                maxWidth: '100%',
                position: 'fixed',
                bottom: 0,
                borderRadius: '16px 16px 0 0',
              }
            : undefined,
        },
      }}
      data-testid="add-to-cart-dialog"
    >
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {name}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {item.variants.length > 0 && (
            <FormControl>
              <FormLabel id={variantLabelId}>{t('add.variant')}</FormLabel>
              <RadioGroup
                aria-labelledby={variantLabelId}
                value={String(variant)}
                onChange={(event) => setVariant(Number(event.target.value))}
              >
                {item.variants.map((option, index) => (
                  <FormControlLabel
                    // biome-ignore lint/suspicious/noArrayIndexKey: the index is the variant's identity in an order
                    key={index}
                    value={String(index)}
                    control={<Radio />}
                    sx={{ mr: 0, '& .MuiFormControlLabel-label': { flex: 1 } }}
                    label={
                      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                        <span>{textOf(option.name)}</span>
                        <span style={{ fontVariantNumeric: 'tabular-nums' }}>
                          {formatEuros(option.price, language)}
                        </span>
                      </Stack>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ flex: 1 }} id={`${titleId}-quantity`}>
              {t('add.quantity')}
            </Typography>
            <IconButton
              aria-label={t('add.less')}
              disabled={quantity <= 1}
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <RemoveIcon />
            </IconButton>
            <Typography
              component="output"
              aria-labelledby={`${titleId}-quantity`}
              aria-live="polite"
              data-testid="add-quantity"
              sx={{
                minWidth: '3ch',
                textAlign: 'center',
                fontSize: '1.2rem',
                fontWeight: 600,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {quantity}
            </Typography>
            <IconButton
              aria-label={t('add.more')}
              disabled={quantity >= CART_MAX_QUANTITY}
              onClick={() => setQuantity((q) => Math.min(CART_MAX_QUANTITY, q + 1))}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <AddIcon />
            </IconButton>
          </Stack>
          <TextField
            label={t('add.notes')}
            placeholder={t('add.notesHint')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: ORDER_LINE_NOTES_MAX_LENGTH } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button color="inherit" onClick={onClose}>
          {t('add.cancel')}
        </Button>
        <Button variant="contained" size="large" onClick={add} data-testid="add-to-cart-submit">
          {t('add.submit', { price: formatEuroCents(eurosToCents(unit) * quantity, language) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
