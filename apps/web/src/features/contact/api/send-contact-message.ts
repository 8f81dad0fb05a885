import type { ContactMessageBody } from '@coperto/shared/site/contact.schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

/** Sends the contact form to the restaurant (public; the server limits messages per visitor). */
export function sendContactMessage(restaurantId: number, body: ContactMessageBody) {
  return callApi('POST /restaurant/:id/contact', {
    params: { id: restaurantId },
    body,
  });
}

export function useSendContactMessage(restaurantId: number) {
  return useMutation({
    mutationFn: (body: ContactMessageBody) => sendContactMessage(restaurantId, body),
  });
}
