import { endpoint } from '../common/endpoint';
import { StatusSchema } from './health.schemas';

// For load balancers and orchestrators: is the process up, does the database answer.

export const getHealth = endpoint({ method: 'GET', path: '/health', response: StatusSchema });

export const getReadiness = endpoint({ method: 'GET', path: '/ready', response: StatusSchema });
