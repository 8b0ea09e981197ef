/** A wait in words for a 429 message: "about a minute" or "N minutes". */
export function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'about a minute' : `${minutes} minutes`;
}
