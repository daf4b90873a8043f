import type { getStorage } from 'firebase-admin/storage';

export type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;
