/**
 * A staff-only file (the CSV report, an attachment, the answer's PDF) downloaded with the signed-in
 * user's token, and the reason when it fails, for the screen's alert.
 */
import { useState } from 'react';
import { useAdminUser } from '@/features/auth/auth-context';
import { problemFrom } from '../form/problem';
import { downloadStaffFile } from './pqrsd-api';

export function useStaffDownload() {
  const user = useAdminUser();
  const [problem, setProblem] = useState<string | null>(null);
  async function download(path: string, fileName: string) {
    setProblem(null);
    try {
      await downloadStaffFile(path, await user.getIdToken(), fileName);
    } catch (err) {
      setProblem(problemFrom(err).message);
    }
  }
  return { download, problem };
}
