/**
 * A WAV file of a sine tone made in the browser, as a Blob URL: stories play real audio through the real engine
 * without fetching anything.
 */
export function toneWavUrl({
  seconds,
  frequency = 440,
  sampleRate = 22_050,
  amplitude = 0.2,
}: {
  seconds: number;
  frequency?: number;
  sampleRate?: number;
  amplitude?: number;
}): string {
  const samples = Math.round(seconds * sampleRate);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let index = 0; index < value.length; index += 1)
      view.setUint8(offset + index, value.charCodeAt(index));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let index = 0; index < samples; index += 1) {
    const value = amplitude * Math.sin((2 * Math.PI * frequency * index) / sampleRate);
    view.setInt16(44 + index * 2, Math.round(value * 0x7fff), true);
  }
  return URL.createObjectURL(new Blob([buffer], { type: 'audio/wav' }));
}
