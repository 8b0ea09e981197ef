import { writtenIn, type WrittenIn } from './language';

/**
 * What a learner's chat message is, before the tutor decides what to do with it: only an answer is
 * graded and spends a try. A request (a hint, a simpler explanation, an example, a harder challenge,
 * the answer, skipping the question) and a feeling ("I'm lost") each get their own reply. Pure and
 * order-sensitive: an instruction aimed at the system wins over everything, and a question that happens
 * to contain a key term is still a question.
 */
export type TurnKind =
  | 'answer'
  | 'question'
  | 'hint'
  | 'simpler'
  | 'example'
  | 'harder'
  | 'reveal'
  | 'skip'
  | 'feeling'
  | 'small-talk'
  | 'greeting'
  | 'injection';

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
  /^\s*\[\s*(admin|system|grader|developer)\b[^\]]*\]/i,
  /\bgrader note\b|\bgrading (is )?(disabled|off)\b|\bmark (my answer|my answers|it|this|me)( as)? (passed|correct|right|full)\b|\b(mark|give|score)\b.{0,20}\b10 out of 10\b/i,
  /\b(admin|god|debug|grader) mode (on|enabled|activated)\b|\bdeveloper mode on\s*[,.!]|\b(show|give|print|reveal)\b.{0,20}\b(grading|answer) key\b/i,
  /\b(tum|aap|you)\b.{0,10}\bab\b.{0,20}\b(nahi ho|nahin ho)\b|\bhomework (likh|kar) (do|de|dedo)\b/i,
  /\b(pretend|imagine)\b.{0,40}\b(passed|examiner|grader|full marks)\b/i,
  // Hinglish and Hindi: "forget your instructions", "give full marks", "mark it right".
  /\b(instructions?|rules?|niyam)\b.{0,20}\b(bhool|bhul|ignore)\w*|\bfull marks?\b.{0,12}\b(do|de|dedo|dena)\b|\bsahi mark\b/i,
  /नियम भूल|निर्देश भूल|10 में से 10|पूरे (अंक|नंबर)/,
];

/**
 * Hinglish and Hindi ways of saying the requests, rewritten into the English the rules below read. Phrases,
 * not single words: "samajh nahi aaya" (I didn't understand) and "example do" (give an example).
 */
const HINDI_PHRASES: ReadonlyArray<[RegExp, string]> = [
  [
    /(seedha |bas |jaldi )?(answer|jawab|jawaab|uttar|solution)\s+(bata|batao|bataiye|bata do|de do|dedo|do|dikhao)\w*|(उत्तर|जवाब)\s*(बता|दे|दिखा)\S*|haar (maan|man) (gaya|gayi|liya)|हार मान/giu,
    ' just tell me the answer ',
  ],
  [
    /\b(ye|yeh|is|iss)\s*(wala|wali|question|sawal)?\s*(chhodo|chodo|chhod do|chod do|skip karo|skip kar do)|\bskip kar\w*|agla (question|sawal|prashn)|aage (badho|chalo|badhte)|अगल[ाे] (प्रश्न|सवाल)|आगे बढ़/giu,
    ' skip this question ',
  ],
  [
    /\b(koi |ek |thoda )?(hint|clue|ishara|sanket)\s*(do|de|dedo|de do|dijiye|chahiye)\b|\b(thoda |kuch )?(help|madad)\s*(karo|kar do|chahiye|kijiye)|\b(pehla|pahla|starting|shuru|first)( ka| ki| wala)? (word|letter|shabd|akshar)\s*(batao|bata do|do|bolo)?|संकेत|इशारा|मदद/giu,
    ' give me a hint ',
  ],
  [
    /\b(simple|aasan|asan|easy|saral|saral)\s*(bhasha|language|shabdon|words|tarike|tareeke)\s*(mein|me|main)?|\b(thoda )?(aasan|asan|simple) (karke|kar ke|karo)|आसान|सरल/giu,
    ' explain in simple words ',
  ],
  [/\b(phir se|fir se|dobara|ek baar aur) (samjhao|samjhaiye|batao|explain karo)/giu, ' explain it again '],
  [
    /\b(samajh|samaj|samjh)\s*(nahi|nahin|nai|na)\s*(aaya|aya|aa raha|aata)|\bsamjha nahi|समझ\s*(नही|नहीं)\s*(आया|आ रहा)/giu,
    ' i do not understand ',
  ],
  [
    /\b(answer|jawab|jawaab|uttar) kya (hai|h|hoga)\b|^\s*(bata|batao|bata do|bataiye)( na| yaar| please| bhai)?\s*[?!.]*$/giu,
    ' just tell me the answer ',
  ],
  [/\bjaise (ki|kya)\s*\?|\bjaise\s*\?/giu, ' like what? '],
  [
    /\b(ek |koi )?(example|udaharan|misaal)\s*(do|de|dedo|de do|dijiye|dikhao|milega|chahiye|ke saath|bolo|batao)|उदाहरण/giu,
    ' give me an example ',
  ],
  [
    /\b(kuch |thoda |aur )?(mushkil|tough|kathin|hard|harder|difficult)\s*(do|de|dedo|wala|question|sawal|puchho|pucho)|\blevel (badhao|upar)|\binterview level\b|\bnext level\b|कठिन|मुश्किल/giu,
    ' give me a harder question ',
  ],
  [
    /\b(thak|thaka|thaki) (gaya|gayi|gaye)( hoon| hu| hun)?|\bbore ho\w*( raha| rahi)?( hai| hoon| hu)?|\b(dar|tension|ghabrahat) (lag|ho)\w*( raha| rahi)?( hai)?|\bdimag kharab\w*( ho gaya)?|\b(confusing|mushkil|hard|tough) lag\w*( raha| rahi)?( hai)?|\bbana hi nahi\w*|\b(mann|man) nahi (kar|lag)\w*|\bpeeche|\bpichhe|\bmaza (aa|aaya)\w*|\bdimag kaam nahi\w*( kar raha| kar rahi)?|(?<![\u0900-\u097F])(डर|पीछे|थक)/giu,
    ' i feel lost ',
  ],
  [/\b(shukriya|dhanyavaad|dhanyawad|dhanyavad)\b|धन्यवाद|शुक्रिया/giu, ' thanks '],
  [
    /\b(theek|thik|acha|accha|achha|sahi) (hai|h|he)\b|^\s*(acha|accha|achha|theek|thik|haan|han|ji)( acha| accha| ji)?\s*$|\b(kal|phir|baad mein) milte( hain| hai| he)?\b/giu,
    ' ok ',
  ],
  [
    /\b(namaste|namaskar)\w*( ji| sir)?|\b(chalo |to )?shuru (karte|karo|kare|karein|kijiye)( hain| hai| he)?|नमस्ते|शुरू करें|शुरू करते/giu,
    ' hello ',
  ],
];

/** Chat shorthand, so the rules read one spelling. */
const SHORTHAND: ReadonlyArray<[RegExp, string]> = [
  [/\b(pls|plz|plss|pleasee+)\b/gi, 'please'],
  [/\bu\b/gi, 'you'],
  [/\bur\b/gi, 'your'],
  [/\bim\b/gi, "i'm"],
  [/\bdont\b/gi, "don't"],
  [/\bwhats\b/gi, "what's"],
  [/\bhow's\b/gi, 'how is'],
  [/\bthx\b|\bty\b/gi, 'thanks'],
  [/\bidk\b/gi, "i don't know"],
  [/\beli5\b/gi, "explain like i'm five"],
  [/\brn\b/gi, 'right now'],
  [
    /^\s*(?:so|then|but|and|ok|okay|wait|hmm+|umm+|oh|ah|also|btw)[,.!]?\s+(?=(?:what|why|how|when|where|which|who|is|are|does|do|can|should)\b)/i,
    '',
  ],
  [/\p{Extended_Pictographic}|\u{FE0F}/gu, ' '],
  // Forms of address and politeness carry no intent: "sir please tell the answer", "hi anna".
  [/\b(sir|ma'?am|madam|mam|anna|akka|bhaiya|bhai|didi|ji|bro|dude|kindly)\b[,.]?/gi, ' '],
];

/** The message in the one spelling the rules read: shorthand expanded, Hindi requests in English. */
export function readable(message: string): string {
  const text = [...SHORTHAND, ...HINDI_PHRASES].reduce(
    (value, [pattern, replacement]) => value.replace(pattern, replacement),
    message,
  );
  return text.replace(/\s+/g, ' ').trim();
}

const GREETING =
  /^\s*((hi+|hey+|hel+o+)[\s,!.]+)?(hi+|hey+|hel+o+|hiya|namaste|namaskaram?|vanakkam|sat sri akal|salaam|gm|good (morning|afternoon|evening)|start|begin|ready|i'?m ready|i'?m back|back( again)?|continue|resume|let'?s continue|let'?s (go|start|begin|do (it|this))|shall we (start|begin)|start the (quiz|lesson)|yo)( there| again| tutor| everyone| all| sir| ma'?am| bro)?[\s!.,]*(let'?s (start|begin|go)|start|i'?m ready)?[\s!.]*$/i;
const REVEAL =
  /\b((tell|show|give) (me )?the (correct |right |full )?(answer|solution)|(what'?s|what is) the (correct |right )?(answer|solution|one)|just tell me|reveal( it| the answer)?|i give up|^\s*giving up|spill it|(tell|show) (me )?(it|already)|show (the )?answer)\b|\btell me\s*[.!]*$|^\s*(the )?(answer|ans|solution|correct answer)( please)?\s*[?!.]*$/i;
const SKIP =
  /^\s*(skip|pass|next( one| question)?|move on)\b|\b(skip (this|it|that|the question)|next question|move on|go to (the )?next|let'?s move on|can we move on|leave (this|it)( one)?|next one|do (this|it) later)\b/i;
/** Asking for help with the question itself: short, or opening with the request. */
const HINT =
  /^\s*(?:(?:can|could|may) i (?:have|get) (?:a |another |some )?(?:hint|clue)|(?:please )?(?:give me |i need |need |any |a |another |small |some )*(?:(?:a|small|little|tiny) )?(?:hint|clue|nudge)s?\b|help(?: me)?\b|i'?m stuck|stuck\b|i (?:need|want) (?:some )?help|(?:please )?help me)|\b(hint|clue|nudge)\b.{0,30}$|\b(little|some|small|a bit of) help\b/i;
const SIMPLER =
  /\b(simpler|more simply|simple (words|terms|language|english)|in simple|plain (english|words|language)|explain like (i'?m|i am) (5|five|a kid|a child)|dumb it down|too (complicated|complex|technical|hard to follow|confusing|much jargon)|(easier|simple) way|break it down|layman'?s?( terms)?|like (a|i'?m a) (beginner|kid|child)|non[- ]technical|step by step|more slowly|baby steps|another way|differently|explain (it |that |this )?again|once more|in short|summari[sz]e|tl;?dr|in one line|without (the )?jargon|simply|for a (school )?(student|kid|child|beginner)|like (for )?a (school )?(student|kid|child)|make it (easy|easier|simple|simpler)|(words|language|terms) (are|is) too (heavy|hard|difficult|complex|big))\b/i;
const EXAMPLE =
  /\b(give|show|share|got|have|need|want|with|any|an|another|one|some|more|real[- ]world|code|concrete|simple|quick)( me)?( an?| some| one| another| a real| a simple| a quick)?( \w+){0,2}? examples?\b|\b(real[- ]life|daily[- ]life|everyday) examples?\b|\bshow (me )?(with|using|in) (a |some )?(small |short |little )?code\b|^\s*examples?\b|(?<!worked )\bexamples?\s*(please)?\s*\??\s*$|\b(like what|demo|sample code|use ?cases?|illustrat\w+|for instance\s*\?|show (me )?(the |some )?code)\b|\bshow me (how|what)\b.{0,20}\b(looks?|works?)\b|\bwhat would (that|it|this) look like\b/i;
const HARDER =
  /\b((too|very|so) easy|(a |give a )?(tough|tougher|difficult|hard) (one|question)|(something|a question|one|question) (harder|tougher|more difficult)|harder (one|question|challenge|problem)|(give me|ask me|want) (a |an )?(harder|tougher|difficult|advanced|challeng)|challenge me|(a |more )?(challenge|challenging)|go deeper|more depth|(already|i) know (this|that|it|the basics)|next level|level up|interview[- ]level|hard mode|advanced (version|one|question|stuff|level)|something advanced|stretch|trick(y|ier)( one| question)?|edge cases?|(an |real )?interview question|(expert|pro|faang)[- ]level|test me (properly|harder))\b/i;
const FEELING =
  /^\s*(i'?m|i am|i feel|feeling|this is|it'?s|that'?s|ugh|omg|yaar|honestly)\b.{0,40}\b(lost|confused|overwhelmed|tired|sleepy|exhausted|bored|boring|dumb|stupid|slow|scared|afraid|nervous|anxious|stressed|frustrat\w*|behind|fun|enjoy\w*|hard|difficult|sad|demotivated|give up on|excited|motivated|too much|hate|bad at (this|it|coding)|(fried|blank))\b|\bi'?ll never (get|understand|learn)\b|\bfeel(ing)? (like )?(giving up|low|down|stuck in life)\b|\bmakes? no sense to me\b|\bi (can'?t|cannot) do (this|it)\b|\bmy (head|brain) (hurts|is)\b|\bi (want|wanna) to (quit|give up)\b|\bi (love|hate) (this|it|coding)\b|\bi feel lost\b|\b(everyone|others|my (batch|friends|class)).{0,30}\b(faster|better|ahead)\b|\bi feel (lost|dumb|stupid|bad|behind)\b|\bi'?m not (smart|good) enough\b|\bnot made for (coding|this)\b|\btoo old\b|\bslow learner\b|\b(very|so|too) (tough|hard|difficult) for me\b/i;
const NOT_AN_ANSWER =
  /^\s*(?:(?:i\s+)?(?:really\s+)?(?:don'?t|do not|didn'?t|did not|have no|no)\s+(?:really\s+)?(?:know|idea|clue|sure|understand)|dunno|not sure|no idea|no clue|nothing\s*[.!]*$|pata nahi|pata nahin|nahi pata|malum nahi|पता नहीं|मालूम नहीं)\b|^\s*[?.-]+\s*$/i;
const SMALL_WORDS =
  "ok(?:ay|k+)?|k|kk|hmm+|oh|oh ok|ah|cool|nice|great|awesome|sure|alright|fine|got it|i see|makes sense|thanks?(?: you)?(?: so much| a lot)?|lol|haha+|hehe+|wow|bye|good ?night|gn|see you|cya|how are you(?: doing)?|how is it going|what'?s up|sup|who are you|are you (?:a bot|human|real|an? ai)|you'?re (?:great|awesome|helpful|the best)|(?:very |so |really )?helpful|have you (?:eaten|had) (?:lunch|dinner|breakfast|food)|did you eat|tutor|then|now|man|buddy|bro|bhai|yaar|sir";
const SMALL_TALK = new RegExp(`^\\s*(?:${SMALL_WORDS})(?:[\\s,!.?]+(?:${SMALL_WORDS}))*[\\s!.?]*$`, 'iu');
const EXPLICIT_ASK =
  /^\s*(what|why|how|when|where|which|who|whats|explain|tell me|can you|could you|would you|please explain|define|describe|show me|i (don'?t|do not|didn'?t|did not|can'?t|cannot) (understand|get|follow|see)|i'?m (confused|lost) (about|by|with)|confused (about|by))\b/i;
/** A yes/no question about something: "does useState re-render the component?". */
const ASKS_ABOUT = /^\s*(is there|are there|does|do|can|should|could|would|will|did|has|have|am i|is|are)\b/i;
/** A yes/no question opening (not "do …", which is also an instruction given as an answer). */
const YES_NO =
  /^\s*(is (this|that|there|it necessary|it needed)|are (these|those|there|they)|does|did|was|were|has|have|should (i|we)|will (it|this)|can (i|we|you)|could (i|we|you))\b/i;
/** Hinglish and Hindi question words: "kya fark hai", "kaise karte hain", "hota hai kya?". */
const HINDI_QUESTION =
  /\b(kya|kyaa|kaise|kaisa|kyun|kyon|kab|kahan|kaunsa|kaun sa|kitna|kitne|kitni|kis|fark|farak)\b|क्या|कैसे|क्यों|कब|कहाँ|कितना|कितने|कौन/iu;
/** Where a Hindi question word makes the message a question: at the end, the start, or in a set phrase. */
const HINDI_ASKS =
  /\?\s*$|\b(kya|क्या)\s*[?]?\s*$|^\s*(kya|kaise|kyun|kyon|kab|kahan|kaunsa|क्या|कैसे|क्यों|कब)\b|\b(kya|kaise|kyun|kyon) (hota|hoti|hote|karte|karta|karti|kare|karein|use|hai|hain|ka|ki|ke|fark|difference)\b|\bka (matlab|use|kaam) kya\b|\b(matlab|fark|farak|difference) kya\b|\b(kitna|kitne|kitni)\b.{0,30}\b(fark|farak|difference|time|din|hai)\b|क्या (है|होता|होती|करता)|कैसे (करते|करें|होता)/iu;
/** A guess offered as an answer, even when it ends with "?": "is it because class is reserved?". */
const TENTATIVE =
  /^\s*(is it|isn'?t it|is that|would it be|could it be|does it mean|maybe|perhaps|probably|i think|i guess|i believe|my guess|my answer|answer is|so it|it'?s|it is|they are|because|mujhe lagta|mere hisab|mere khayal|shayad|मुझे लगता|शायद)\b/i;

export const isInstruction = (message: string) => INSTRUCTION.some((pattern) => pattern.test(message));
export const isNotAnAnswer = (message: string) => NOT_AN_ANSWER.test(message);

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Classifies one message; `quizOpen` says whether a quiz question is waiting for an answer. */
export function classifyTurn(message: string, quizOpen = true): TurnKind {
  const raw = message.trim();
  if (isInstruction(raw)) return 'injection';
  const text = readable(raw);
  // Only emoji: a reaction, not a greeting.
  if (!text) return raw ? 'small-talk' : 'greeting';
  if (GREETING.test(text)) return 'greeting';
  const short = wordCount(text) <= 14;
  if (short && REVEAL.test(text)) return 'reveal';
  if (short && SKIP.test(text)) return 'skip';
  if (short && HARDER.test(text)) return 'harder';
  if (short && SIMPLER.test(text)) return 'simpler';
  if (short && EXAMPLE.test(text) && !/^\s*(for example|e\.g\.|like)\b/i.test(text)) return 'example';
  if (HINT.test(text) && short) return 'hint';
  if (FEELING.test(text)) return 'feeling';
  if (NOT_AN_ANSWER.test(text) || /^\s*i do not understand\s*[.!]*$/i.test(text)) {
    // "I don't understand closures" names a subject: that is a question about it.
    return /\b(understand|get|follow|idea)\s+(what |how |why )?\w{3,}/i.test(text) &&
      !/\b(the |this )?question\b/i.test(text)
      ? 'question'
      : 'hint';
  }
  if (SMALL_TALK.test(text)) return 'small-talk';
  if (TENTATIVE.test(text)) return 'answer';
  // "when a variable is declared but never used": with a question open, a clause without "?" answers it.
  if (
    quizOpen &&
    /^\s*(when|where|whenever|if)\b(?!\s+(does|do|is|are|can|should|did|would|will|was|were)\b)/i.test(
      text,
    ) &&
    !/\?/.test(text)
  )
    return 'answer';
  if (EXPLICIT_ASK.test(text) || /^\s*(difference between|i wonder|i'?m curious|curious)\b/i.test(text))
    return 'question';
  if (ASKS_ABOUT.test(text) && /\?/.test(text)) return 'question';
  // A yes/no question typed without "?": "is react frontend or backend", "does the same happen in mysql also".
  if (YES_NO.test(text) && wordCount(text) >= 4) return 'question';
  // An either-or question: "is react frontend or backend".
  if (/^\s*(is|are|does|was|were|should|can)\b.{0,60}\bor\b/i.test(text) && wordCount(text) <= 12)
    return 'question';
  if (/\bor (different|not|same|both)\s*[?.!]*$|\bsame (thing )?or different\b/i.test(text))
    return 'question';
  if (writtenIn(raw) !== 'english' && HINDI_QUESTION.test(raw) && HINDI_ASKS.test(raw)) return 'question';
  // With no question waiting, a statement ending in "?" is still a question to the tutor.
  if (!quizOpen && (/\?\s*$/.test(text) || wordCount(text) >= 3)) return 'question';
  return 'answer';
}

/** The language a message is written in, for the tutor's one-time note that it replies in English. */
export const turnLanguage = (message: string): WrittenIn => writtenIn(message);
