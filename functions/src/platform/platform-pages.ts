/**
 * The platform's own addresses on its domain (no school named): the Secretaría's directory of
 * its schools at `/`.
 */
import { Router, type RequestHandler } from 'express';
import { notFound } from '../http/errors';
import type { SchoolTable } from '../tenancy/schools';

export function platformPages(table: SchoolTable): RequestHandler {
  const router = Router();
  router.get('/', async (_req, res) => {
    const schools = (await table.list()).filter((s) => s.status === 'activa');
    res
      .type('html')
      .send(
        `<!doctype html><html lang="es"><meta charset="utf-8"><title>Colegios</title><ul>${schools
          .map((s) => `<li><a href="/${s.id}/">${s.name.replace(/[<>&"]/g, '')}</a></li>`)
          .join('')}</ul></html>`,
      );
  });
  router.use((_req, _res, next) => next(notFound()));
  return router;
}
