import type { SeatingDetail } from '@coperto/shared/floor/service.schemas';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { type ServiceAction, useServiceAction } from '../api/service-actions';
import { refusalOf } from './service-errors';

/**
 * The host's moves with their words: a success is said in the corner, a refusal in the host's
 * language — "another host was faster" for a table taken meanwhile — and the plan reads again
 * (the mutation does that), so the screen shows what really happened.
 */
export function useServiceMoves() {
  const { t } = useTranslation('floor');
  const showAlert = useUiStore((state) => state.showAlert);
  const action = useServiceAction();

  const errorText = (error: unknown): string => {
    const refusal = refusalOf(error);
    if (refusal) return t(`service.rules.${refusal}`);
    return error instanceof Error ? error.message : t('service.rules.stale');
  };

  const run = (
    move: ServiceAction,
    done: string,
    options: { onSuccess?(seating: SeatingDetail): void; onError?(text: string): void } = {},
  ) => {
    action.mutate(move, {
      onSuccess: (seating) => {
        showAlert(done, 'success');
        options.onSuccess?.(seating);
      },
      onError: (error) => {
        const text = errorText(error);
        if (options.onError) options.onError(text);
        else showAlert(text, 'error');
      },
    });
  };

  return { run, pending: action.isPending, pendingKind: action.variables?.kind };
}
