/** An audio file's length in milliseconds as the browser reads it, or `null` when it cannot. */
export function audioDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const audio = new Audio();
    const address = URL.createObjectURL(file);
    const done = (value: number | null) => {
      URL.revokeObjectURL(address);
      resolve(value);
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () =>
      done(Number.isFinite(audio.duration) ? Math.round(audio.duration * 1000) : null);
    audio.onerror = () => done(null);
    audio.src = address;
  });
}
