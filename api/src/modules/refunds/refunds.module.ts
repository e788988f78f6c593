import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { createGateways } from './gateways';
import type { RefundsConfig } from '../../config';
import { createRefundsService, type RefundsService } from './refunds.service';

const services = new WeakMap<Db, { config: RefundsConfig; service: RefundsService }>();

/**
 * The refunds service of an app, made once per database from the environment, so the refunds routes and the
 * admin center (which refunds on approval) use the same gateways.
 */
export function refundsModuleOf(app: FastifyInstance): { config: RefundsConfig; service: RefundsService } {
  let found = services.get(app.db);
  if (!found) {
    const config = app.config.refunds;
    found = { config, service: createRefundsService(app.db, createGateways(config), app.log) };
    services.set(app.db, found);
  }
  return found;
}
