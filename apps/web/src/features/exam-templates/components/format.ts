/** "1 mark", "3 marks", "1 question"… */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
