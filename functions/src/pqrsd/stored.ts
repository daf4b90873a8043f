/**
 * A PQRSD request as Firestore holds it (`pqrsd/{radicado}`): the shapes every part of pqrsd/
 * reads. Apart from requests.ts so the outbox, the radicados queue and the report can name them
 * without importing the module that imports them (no loop: requests → radicados → outbox → stored).
 */
import type { Timestamp } from 'firebase-admin/firestore';
import type { PqrsdFileInfo, PqrsdLogEntry, PqrsdRequestOf } from '../model/pqrsd';

export const PQRSD_COLLECTION = 'pqrsd';

/** A stored file: its facts and where Storage keeps it (outside media/, so /media never serves it). */
export interface StoredFile extends PqrsdFileInfo {
  path: string;
}

export type LogEntry = PqrsdLogEntry<Timestamp>;

/** A request as stored: the shared shape with Firestore times, plus what only the server reads. */
export interface PqrsdDoc extends PqrsdRequestOf<Timestamp, StoredFile> {
  year: number;
  seq: number;
  /**
   * SHA-256 of the request's tracking code (never the code itself): with the radicado, the only
   * key that reads the request from outside (decision 0018). Null on a request filed before every
   * request had one, until "¿Perdió su código?" gives it one.
   */
  trackingCodeHash: string | null;
}
