/**
 * What can go wrong in the data and file layers, said without HTTP: those layers throw these, and
 * only http/errors.ts turns them into status codes and the JSON error body. Every message is the
 * Spanish sentence the administrator reads.
 */
export class DomainError extends Error {
  constructor(
    /** Stable machine code, sent as `error` in the JSON body. */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The record or file asked for does not exist. */
export class NotFound extends DomainError {
  constructor(message = 'No se encontró el recurso solicitado.') {
    super('not-found', message);
  }
}

/** The record changed since the version the write was based on. */
export class Conflict extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/** The caller may not change this record (a school's write to the Secretaría's copy). */
export class Forbidden extends DomainError {
  constructor(message: string, code = 'forbidden') {
    super(code, message);
  }
}

/** The input is wrong in a way the administrator can fix (names the field when there is one). */
export class InvalidInput extends DomainError {
  constructor(
    message: string,
    code = 'invalid-request',
    /** A record's every problem, field → message (sent as `fields`, so a form shows them all at once). */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(code, message);
  }
}

/** An uploaded file broke its rule: wrong type or dimensions, or too large. */
export class FileRejected extends DomainError {
  constructor(
    readonly kind: 'invalid' | 'too-large',
    message: string,
  ) {
    super(kind === 'too-large' ? 'file-too-large' : 'invalid-file', message);
  }
}

/** Firestore or Storage did not answer in time: the caller may try again. */
export class Unavailable extends DomainError {
  constructor(message: string, code = 'unavailable') {
    super(code, message);
  }
}

/**
 * The deadline passed while the write's commit was already on its way: it may or may not have
 * been stored. Said honestly, with a code of its own, so the form retries (a retry that finds its
 * own values stored succeeds, see RecordWrites.update in writes/record-writes.ts).
 */
export class OutcomeUnknown extends Unavailable {
  constructor() {
    super(
      'No sabemos si sus cambios se guardaron: el servidor tardó demasiado en confirmarlo. Puede volver a guardar sin riesgo: si ya se guardaron, no se duplicarán ni se perderá nada.',
      'outcome-unknown',
    );
  }
}
