import type { Endpoint } from '@coperto/shared/common/endpoint';

/** An endpoint's schemas under Fastify's names, typed per endpoint so handlers infer from them. */
export type RouteSchemaOf<E extends Endpoint> = (E extends { params: infer P }
  ? { params: P }
  : unknown) &
  (E extends { query: infer Q } ? { querystring: Q } : unknown) &
  (E extends { headers: infer H } ? { headers: H } : unknown) &
  (E extends { body: infer B }
    ? { body: B }
    : E extends { form: infer F }
      ? { body: F }
      : unknown) & {
    response: { [S in E extends { status: 201 } ? 201 : 200]: E['response'] };
  };

/**
 * The route schema of a shared endpoint (decision 037): its own schema objects, never copies, so
 * a route registers exactly what the web's client was typed from. A route adds its tags and
 * summary, and error answers where it documents them.
 */
export function schemaOf<E extends Endpoint>(endpoint: E): RouteSchemaOf<E> {
  const { params, query, headers, body, form, response, status = 200 } = endpoint;
  const sent = body ?? form;
  return {
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(headers && { headers }),
    ...(sent && { body: sent }),
    response: { [status]: response },
  } as RouteSchemaOf<E>;
}
