/** A number with its noun, as the office's screens and messages say it: "1 sign-up", "3 sign-ups", "0 messages". */
export function countWords(count: number, one: string, several: string): string {
  return `${count} ${count === 1 ? one : several}`;
}
