/**
 * What a learner's chat message is, before the tutor decides what to do with it: only an answer is
 * graded. Pure and order-sensitive: an instruction aimed at the system wins over everything, and a
 * question that happens to contain a key term is still a question.
 */
export type TurnKind = 'answer' | 'question' | 'help' | 'reveal' | 'greeting' | 'small-talk' | 'instruction';

/** Messages that try to steer the tutor or its grading instead of learning. */
const INSTRUCTION = [
  /\b(ignore|disregard|forget|override|bypass)\s+(?:(?:all|any|the|your|my|these|those|previous|prior|above|earlier|system)\s+)+(instructions|rules|rubric|prompt|guidelines|grading|constraints)\b/i,
  /\b(ignore|disregard|forget)\s+(everything|all|what)\b.{0,30}\b(above|before|said|told)\b/i,
  /^\s*(\[\s*system\s*\]|<\/?system>|system\s*:|admin\s*:|developer\s*:)/i,
  /\byou are now\b|\b(enter|enable|activate|switch to)\s+(developer|god|admin|jailbreak|dan)\s+mode\b|\bin (developer|god|admin|jailbreak|dan) mode\b|\bjailbreak\b/i,
  /^\s*(act as|pretend (to be|you are|you're)|roleplay as)\s+(an? |my |the |if you were )?(ai|assistant|chatbot|system|admin|developer|teacher|tutor|grader|examiner|dan|unrestricted|jailbroken)\b/i,
  /\b(give|grade|score|rate|mark)\b.{0,30}\b(10\s*\/\s*10|full marks|a perfect score|top marks|100 ?%|as (correct|right|passed)|it (a )?10|me (a )?10)\b/i,
  /\b(mark|count|treat)\s+(this|my|the)?\s*(answer|response|it)?\s*as (correct|right|passed|complete)\b/i,
  /\b(reveal|print|show|repeat|output|tell me)\s+(me\s+)?your\s+(system\s+)?(prompt|instructions|rules|system message|rubric)\b/i,
  /\bnew instructions?\s*:|\bfrom now on,? you\b/i,
];

const GREETING =
  /^\s*(hi+|hey+|hello+|hiya|namaste|good (morning|afternoon|evening)|start|begin|ready|let'?s (go|start|begin)|yo)( there| again| tutor| everyone)?[\s!.]*$/i;
const REVEAL =
  /\b((tell|show|give) me the answer|what'?s the answer|just tell me|reveal( it| the answer)?|i give up|skip( this| it)?)\b/i;
/** Asking for help with the question itself: short, or opening with the request. */
const HELP =
  /^\s*(?:(?:can|could|may) i (?:have|get) (?:a |another )?hint|(?:give me |i need |need |any |a |another )?(?:hint|clue)s?\b|help(?: me)?\b|i'?m stuck|stuck\b|i (?:need|want) (?:some )?help|(?:please )?help me)/i;
const NOT_AN_ANSWER =
  /^\s*(?:(?:i\s+)?(?:really\s+)?(?:don'?t|do not|didn'?t|did not|have no|no)\s+(?:really\s+)?(?:know|idea|clue|sure|understand)|dunno|idk|not sure|no idea|no clue|nothing|pass|skip)\b|^\s*[?.-]+\s*$/i;
const SMALL_WORDS =
  "ok(?:ay)?|k|cool|nice|great|awesome|sure|alright|fine|got it|i see|makes sense|thanks?(?: you)?(?: so much| a lot)?|thx|ty|lol|haha+|wow|bye|good ?night|see you|cya|how are you(?: doing)?|how'?s it going|what'?s up|sup|who are you|are you (?:a bot|human|real|an? ai)|you'?re (?:great|awesome|helpful)|tutor|then|now|man|buddy";
const SMALL_TALK = new RegExp(
  `^\\s*(?:${SMALL_WORDS})(?:[\\s,!.?]+(?:${SMALL_WORDS}))*[\\s!.?\u{1F600}\u{1F642}\u{1F44D}\u{1F64F}]*$`,
  'iu',
);
const EXPLICIT_ASK =
  /^\s*(what|why|how|when|where|which|who|explain|tell me|can you|could you|would you|please explain|define|describe|show me|give me an example|i (don'?t|do not|didn'?t|did not|can'?t|cannot) (understand|get|follow|see)|i'?m (confused|lost) (about|by|with)|confused (about|by))\b/i;
/** A yes/no question about something: "does useState re-render the component?". */
const ASKS_ABOUT = /^\s*(is there|are there|does|do|can|should|could|would|will|did|has|have|am i|is|are)\b/i;
/** A guess offered as an answer, even when it ends with "?": "is it because class is reserved?". */
const TENTATIVE =
  /^\s*(is it|isn'?t it|is that|would it be|could it be|does it mean|maybe|perhaps|probably|i think|i guess|i believe|my guess|so it|it'?s|it is|they are|because)\b/i;

export const isInstruction = (message: string) => INSTRUCTION.some((pattern) => pattern.test(message));
export const isNotAnAnswer = (message: string) => NOT_AN_ANSWER.test(message);

/** Classifies one message; `quizOpen` says whether a quiz question is waiting for an answer. */
export function classifyTurn(message: string, quizOpen = true): TurnKind {
  const text = message.trim();
  if (isInstruction(text)) return 'instruction';
  if (!text || GREETING.test(text)) return 'greeting';
  if (REVEAL.test(text) && text.split(/\s+/).length <= 12) return 'reveal';
  if (HELP.test(text) || NOT_AN_ANSWER.test(text)) {
    // "I don't understand closures" names a subject: that is a question about it.
    return /\b(understand|get|follow)\s+\w{3,}/i.test(text) && !/\b(the )?question\b/i.test(text)
      ? 'question'
      : 'help';
  }
  if (SMALL_TALK.test(text)) return 'small-talk';
  if (TENTATIVE.test(text)) return 'answer';
  if (EXPLICIT_ASK.test(text)) return 'question';
  if (ASKS_ABOUT.test(text) && /\?\s*$/.test(text)) return 'question';
  // With no question waiting, a statement ending in "?" is still a question to the tutor.
  if (!quizOpen && /\?\s*$/.test(text)) return 'question';
  return 'answer';
}
