import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../test/test-i18n';
import { PageSpinner } from './page-spinner';

beforeAll(() => initTestI18n('it'));

describe('the page spinner', () => {
  it('tells screen readers that the page is loading', () => {
    render(<PageSpinner />);
    const status = screen.getByTestId('page-spinner');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('progressbar', { name: 'Caricamento…' })).toBeTruthy();
  });
});
