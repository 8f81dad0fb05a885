import type { RestaurantTestEmailResponse } from '@coperto/shared/restaurants/google-business.schemas';
import { notFound, ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { findRestaurantById } from './restaurants.repository';

/** Italian first, then English: the restaurant's staff may read either (DESIGN.md §1). */
function testMessageOf(restaurantName: string) {
  return {
    subject: `Email di prova da Coperto / Test email from Coperto – ${restaurantName}`,
    text: [
      'Ciao,',
      '',
      `questa è un'email di prova inviata da Coperto per ${restaurantName}.`,
      "Se la stai leggendo, l'indirizzo email del ristorante funziona: non devi fare altro.",
      '',
      '---',
      '',
      'Hello,',
      '',
      `this is a test email sent by Coperto for ${restaurantName}.`,
      "If you are reading it, the restaurant's email address works: nothing else to do.",
    ].join('\n'),
  };
}

/** Sends a short test message to the restaurant's email, so the owner sees mail arrives. */
export async function sendRestaurantTestEmail(
  ctx: ServiceContext,
  restaurantId: number,
): Promise<RestaurantTestEmailResponse> {
  if (!ctx.actor) throw new Error('restaurant email service needs a signed-in actor');
  const restaurant = await ctx.asActor((tx) => findRestaurantById(tx, { id: restaurantId }));
  if (!restaurant) throw notFound('Restaurant');
  const to = restaurant.email.trim();
  if (!to) {
    throw ruleBroken('The restaurant has no email address: set one, then send the test again', {
      email: 'Required to send a test email',
    });
  }
  // A transport failure leaves the mail port as its own 503, with a clear detail.
  await ctx.mail.send({
    to,
    ...testMessageOf(restaurant.name),
    businessId: restaurant.business_id,
  });
  return { detail: `Test email sent to ${to}`, sent_to: to };
}
