import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import type { RestaurantName } from '../../../shared/session/get-restaurant-names';

/**
 * The restaurant a user works in, chosen among the business's: the form keeps its id (a number),
 * where the kit's FormSelect keeps text.
 */
export function RestaurantField<TValues extends FieldValues>({
  name,
  control,
  label,
  restaurants,
  readOnly,
}: {
  name: Path<TValues>;
  control: Control<TValues, unknown, unknown>;
  label: string;
  restaurants: readonly RestaurantName[];
  readOnly?: boolean;
}) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      select
      fullWidth
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) =>
        field.onChange(event.target.value === '' ? null : Number(event.target.value))
      }
      onBlur={field.onBlur}
      slotProps={{ input: { readOnly } }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      {restaurants.map((restaurant) => (
        <MenuItem key={restaurant.id} value={restaurant.id}>
          {restaurant.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
