import type { ImportAudioFormat, ImportProposal } from '@tonearm/client/contract';

/** What reading an uploaded file found, kept with the import until it is published. */
export interface ImportDetails {
  format: ImportAudioFormat;
  proposal: ImportProposal;
  waveform: number[];
  file_size: number;
  replay_gain_peak: number | null;
  /** The album's ReplayGain in dB and its peak; absent from imports read before album gains were kept. */
  album_replay_gain_db?: number | null;
  album_replay_gain_peak?: number | null;
}
