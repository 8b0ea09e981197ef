/**
 * Questions outside learning and Pathwise (a cricket score, an essay to write, politics, the weather):
 * the assistant declines them rather than quote a lesson or a product fact that shares a word. A
 * message that is about building something ("a cricket score app", "a weather API") is on topic.
 */
const OFF_TOPIC: readonly RegExp[] = [
  /\b(cricket|ipl|football|soccer|fifa|world cup|live score|match score|kohli|dhoni|messi|ronaldo|nba)\b|\bwho won\b/i,
  /\b(weather|forecast|temperature (today|outside|tomorrow))\b|\bwill it rain\b/i,
  /\b(vote|voting|politics|political|prime minister|president of|parliament|bjp|modi|trump|biden)\b|(?<!leader )\belections?\b/i,
  /\b(write|do|complete|finish|make)\b.{0,25}\b(essay|homework|assignment|thesis|dissertation|exam paper)s?\b/i,
  /\b(jokes?|movies?|films?|songs?|lyrics|netflix|web series|horoscope|astrology|zodiac|celebrit\w*|bollywood)\b/i,
  /\b(stocks?|shares|crypto\w*|bitcoin|coins?|lottery|betting)\b.{0,30}\b(buy|sell|invest|tips?|best)\b|\b(buy|invest in|best)\b.{0,20}\b(stocks?|shares|crypto\w*|bitcoin|coins?)\b/i,
  /\b(recipe|cook|bake|baking)\b|\b(girlfriend|boyfriend|dating|crush|lose weight)\b/i,
];

/** Words that make the message about building or studying something, which the assistant does help with. */
const ABOUT_BUILDING =
  /\b(app|apps|website|api|apis|code|coding|program\w*|project|dataset|data set|scrap\w*|database|model|function|component|algorithm|recommendation system|dashboard|sql|python|javascript|react|node)\b/i;

export const isOffTopic = (message: string): boolean =>
  !ABOUT_BUILDING.test(message) && OFF_TOPIC.some((pattern) => pattern.test(message));

/** One or two sentences: what was asked is out of scope, and what the assistant can help with instead. */
export function declineOffTopic(todayTopic?: string): string {
  const example = todayTopic
    ? `“explain ${todayTopic.split(/[:(]/)[0]?.trim() ?? todayTopic}”`
    : '“what is a closure?”';
  return `Sorry, that's outside what I can help with: I'm your learning assistant, not a general chatbot. Ask me about a concept from your plan (for example ${example}), your plan and progress, study habits or Pathwise itself.`;
}
