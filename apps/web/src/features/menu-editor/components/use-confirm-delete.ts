import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';

/**
 * Deleting asks first with the generic confirm dialog, then says whether it worked. The menu,
 * section and dish deletions all go this way.
 */
export function useConfirmDelete() {
  const { t } = useTranslation('menu-editor');
  const askConfirm = useUiStore((state) => state.askConfirm);
  const showAlert = useUiStore((state) => state.showAlert);
  return (request: { title: string; message: string; deleted: string; run(): Promise<unknown> }) =>
    askConfirm({
      title: request.title,
      message: request.message,
      confirmLabel: t('actions.delete'),
      onConfirm: async () => {
        try {
          await request.run();
          showAlert(request.deleted, 'success');
        } catch {
          showAlert(t('errors.deleteFailed'), 'error');
        }
      },
    });
}
