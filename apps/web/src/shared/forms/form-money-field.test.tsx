import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../test/test-i18n';
import { FormMoneyField } from './form-money-field';

const user = userEvent.setup({ delay: null });

/** A price field whose form value is printed beside it, as JSON (NaN prints as null). */
function PriceForm({ price }: { price: number | null }) {
  const form = useForm<{ price: number | null }>({ defaultValues: { price } });
  const value = form.watch('price');
  return (
    <>
      <FormMoneyField control={form.control} name="price" label="Prezzo" />
      <output>{Number.isNaN(value) ? 'NaN' : JSON.stringify(value)}</output>
    </>
  );
}

beforeAll(() => initTestI18n('it'));

async function typePrice(text: string, price: number | null = null) {
  render(<PriceForm price={price} />);
  const field = screen.getByRole('textbox', { name: 'Prezzo' });
  await user.clear(field);
  if (text) await user.type(field, text);
  return field as HTMLInputElement;
}

describe('FormMoneyField', () => {
  it('shows a stored price in Italian, with two decimals', () => {
    render(<PriceForm price={6.5} />);
    expect((screen.getByRole('textbox', { name: 'Prezzo' }) as HTMLInputElement).value).toBe(
      '6,50',
    );
  });

  it('reads the decimal comma as euros and cents, not a hundredfold price', async () => {
    const field = await typePrice('12,50');
    expect(screen.getByRole('status').textContent).toBe('12.5');
    await user.tab();
    expect(field.value).toBe('12,50');
  });

  it('reads the point and thousands the same way', async () => {
    await typePrice('1.234,5');
    expect(screen.getByRole('status').textContent).toBe('1234.5');
  });

  it('says what is wrong with an amount it cannot read exactly, and keeps the text', async () => {
    const field = await typePrice('1.234');
    expect(screen.getByRole('status').textContent).toBe('NaN');
    await user.tab();
    expect(field.value).toBe('1.234');
    expect(screen.getByText(/Scrivi un importo in euro, es\. 12,50/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('empties to null', async () => {
    await typePrice('', 6.5);
    expect(screen.getByRole('status').textContent).toBe('null');
  });
});
