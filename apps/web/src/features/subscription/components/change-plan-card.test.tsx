import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { ChangePlanCard } from './change-plan-card';

function contactLink() {
  return screen.getByRole('link', { name: 'Contattaci per cambiare piano' });
}

beforeAll(() => initTestI18n('it'));

describe('ChangePlanCard', () => {
  it('writes to the address it is given, with subject and body filled in', () => {
    render(
      <ChangePlanCard business="Demo S.r.l." plan="Starter" email="vendite@ristoranti.example" />,
    );
    const href = contactLink().getAttribute('href')!;
    expect(href).toBe(
      'mailto:vendite@ristoranti.example' +
        '?subject=Cambio%20piano%20per%20Demo%20S.r.l.' +
        '&body=Buongiorno%2C%20vorremmo%20cambiare%20il%20piano%20dell%27azienda%20Demo%20S.r.l.%20%28piano%20attuale%3A%20Starter%29.',
    );
  });

  it('keeps a business name with & ? # inside the subject, adding no other header', () => {
    render(
      <ChangePlanCard business="Bar & Caffè? #1" plan="Pro" email="vendite@ristoranti.example" />,
    );
    const href = new URL(contactLink().getAttribute('href')!);
    expect(href.pathname).toBe('vendite@ristoranti.example');
    expect([...href.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(href.searchParams.get('subject')).toBe('Cambio piano per Bar & Caffè? #1');
    expect(href.hash).toBe('');
  });

  it('escapes what would end the address, so it stays one recipient', () => {
    render(<ChangePlanCard business="Demo" plan="Pro" email="a@b.example?cc=x@evil.example" />);
    const href = new URL(contactLink().getAttribute('href')!);
    expect(decodeURIComponent(href.pathname)).toBe('a@b.example?cc=x@evil.example');
    expect([...href.searchParams.keys()]).toEqual(['subject', 'body']);
  });
});
