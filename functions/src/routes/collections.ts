import { Router } from 'express';
import { notFound } from '../http/errors';
import { isCollectionName, type CollectionName } from '../model';
import type { RecordStore } from '../data/records';

/** Resolves the `:collection` segment or answers 404 for names that are not ours. */
export function collectionParam(name: string): CollectionName {
  if (!isCollectionName(name)) throw notFound(`La colección «${name}» no existe.`);
  return name;
}

export function collectionsRouter(records: RecordStore): Router {
  const router = Router();

  router.get('/:collection', async (req, res) => {
    const collection = collectionParam(req.params.collection);
    res.json(await records.list(collection));
  });

  router.get('/:collection/:id', async (req, res) => {
    const collection = collectionParam(req.params.collection);
    const record = await records.get(collection, req.params.id);
    if (!record) throw notFound(`No existe el registro «${req.params.id}» en ${collection}.`);
    res.json(record);
  });

  return router;
}
