/** One line of a conversation as the AI layer sees it. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}
