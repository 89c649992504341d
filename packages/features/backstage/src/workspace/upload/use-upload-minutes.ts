import { isValidationError } from '@tonearm/client';
import { checkUploadMinutes, getUploadMinutes } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { audioDuration } from './audio-duration';

/**
 * The artist's upload minutes, and the question asked before any byte is sent: the dropped files' lengths, read in
 * the browser, against the minutes left. Files over the limit are kept back with the server's reason; the server
 * checks again when it reads each file. A file whose length the browser cannot read goes on and is judged there.
 */
export function useUploadMinutes(readDuration: (file: File) => Promise<number | null> = audioDuration) {
  const http = useHttpClient();
  const answer = useSWR('backstage/workspace/minutes', () => getUploadMinutes(http));
  const { mutate } = answer;
  const [refusal, setRefusal] = useState<string | null>(null);

  const admitFiles = useCallback(
    async (files: readonly File[]): Promise<readonly File[]> => {
      setRefusal(null);
      const lengths = await Promise.all(files.map(readDuration));
      const known = lengths.filter((length): length is number => length !== null);
      if (known.length === 0) return files;
      try {
        const checked = await checkUploadMinutes(http, known);
        await mutate(checked, { revalidate: false });
        return files;
      } catch (error) {
        if (!isValidationError(error)) throw error;
        setRefusal(error.message);
        return [];
      }
    },
    [http, mutate, readDuration],
  );

  const reload = useCallback(() => void mutate(), [mutate]);

  return {
    minutes: answer.data?.minutes,
    error: answer.error as unknown,
    reload,
    admitFiles,
    refusal,
  };
}
