import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { initTestI18n } from '../../../test/test-i18n';
import { AddTableDialog, AreaNameDialog, defaultSize, nameProblem } from './plan-dialogs';

beforeAll(() => initTestI18n('it'));

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('the new table dialog', () => {
  it('sends the trimmed name, the seats and the shape', async () => {
    const onSave = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(<AddTableDialog suggestedName="13" onSave={onSave} onClose={onClose} />);
    fill('Nome o numero', '  Finestra  ');
    fill('Posti minimi', '1');
    fill('Posti massimi', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi tavolo' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      name: 'Finestra',
      seats_min: 1,
      seats_max: 2,
      shape: 'square',
    });
  });

  it.each([
    ['', '2', '4', 'Scrivi un nome (al massimo 20 caratteri).'],
    ['x'.repeat(21), '2', '4', 'Al massimo 20 caratteri.'],
    ['Tab\tle', '2', '4', 'Il nome contiene caratteri non ammessi.'],
    ['7', '0', '4', 'I posti sono un numero da 1 a 40.'],
    ['7', '2', '10000', 'I posti sono un numero da 1 a 40.'],
    ['7', '2', 'due', 'I posti sono un numero da 1 a 40.'],
    ['7', '6', '4', 'I posti minimi non possono superare i massimi.'],
  ])('refuses name %j, seats %s–%s before sending anything', async (name, min, max, message) => {
    const onSave = vi.fn(async () => undefined);
    render(<AddTableDialog suggestedName="" onSave={onSave} onClose={() => {}} />);
    fill('Nome o numero', name);
    fill('Posti minimi', min);
    fill('Posti massimi', max);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi tavolo' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("says a name taken on the field (the API's 409), and stays open", async () => {
    const onClose = vi.fn();
    const onSave = vi.fn(async () => {
      throw new ApiRequestError(409, 'CONFLICT', 'taken', { name: 'taken' });
    });
    render(<AddTableDialog suggestedName="1" onSave={onSave} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi tavolo' }));
    expect(
      await screen.findByText(
        "Il ristorante ha già un tavolo con questo nome (anche in un'altra area).",
      ),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the area name dialog', () => {
  it('says the restaurant already has such an area, or that the areas are at their maximum', async () => {
    let refusal = new ApiRequestError(409, 'CONFLICT', 'taken', { name: 'taken' });
    const onSave = vi.fn(async () => {
      throw refusal;
    });
    render(<AreaNameDialog rename={false} onSave={onSave} onClose={() => {}} />);
    fill("Nome dell'area", 'Terrazza');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi area' }));
    expect(await screen.findByText("Il ristorante ha già un'area con questo nome.")).toBeTruthy();
    refusal = new ApiRequestError(422, 'RULE_BROKEN', 'A restaurant has at most 20 areas', {
      name: 'too_many',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi area' }));
    expect(await screen.findByText('Hai raggiunto il numero massimo di aree.')).toBeTruthy();
  });
});

describe('the rules behind the dialogs', () => {
  it('checks names as the API does', () => {
    expect(nameProblem('  12 ', 20)).toBeNull();
    expect(nameProblem('   ', 20)).toBe('required');
    expect(nameProblem('a\u0000', 20)).toBe('control');
    expect(nameProblem('🍕'.repeat(5), 20)).toBeNull();
  });

  it('sizes a new table by its shape and seats, within the API limit of 10 cells', () => {
    expect(defaultSize({ shape: 'square', seats_max: 2 })).toEqual({ width: 3, height: 3 });
    expect(defaultSize({ shape: 'round', seats_max: 4 })).toEqual({ width: 4, height: 4 });
    expect(defaultSize({ shape: 'rectangle', seats_max: 8 })).toEqual({ width: 7, height: 4 });
    expect(defaultSize({ shape: 'rectangle', seats_max: 40 })).toEqual({ width: 10, height: 4 });
    expect(defaultSize({ shape: 'square', seats_max: 40 })).toEqual({ width: 6, height: 6 });
  });
});
