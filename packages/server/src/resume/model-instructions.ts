// Finds text in an upload that speaks to a language model instead of a reader ("ignore all previous instructions…"):
// hidden prompt injections that would hurt the person's application wherever their resume is screened by software.

/**
 * Phrases that only a message to a model uses. Each alternative begins with a fixed word, so the
 * patterns stay linear; they are tried on one line at a time.
 */
const INSTRUCTION_PHRASES = [
  // "ignore all previous instructions", "disregard the rules above", "forget your prior prompt"
  /\b(?:ignore|disregard|forget|override)\s(?:all\s|any\s|the\s|your\s|of\s){0,3}(?:previous|prior|above|preceding|earlier|system|other)\s(?:instructions?|rules|prompts?|directions|messages?|guidelines)\b/i,
  /\b(?:ignore|disregard|forget)\s(?:all\s|the\s){0,2}(?:instructions?|rules|prompts?)\s(?:above|before|given)\b/i,
  // "Do not mention this notice", "don't reveal these instructions"
  /\b(?:do\snot|don't|never)\s(?:mention|reveal|disclose|repeat)\s(?:this|these|the)\s(?:notice|instructions?|prompt|message|note)\b/i,
  // "system prompt:", "SYSTEM NOTICE:", "note to the AI", "ChatGPT:", "you are an AI assistant"
  /\bsystem\s(?:prompt|notice|message|instruction)s?\b/i,
  /\b(?:note|message|instructions?)\sto\s(?:the\s|any\s)?(?:ai|llm|gpt|chatgpt|assistant|language\smodel|screening\s(?:bot|software|tool))\b/i,
  /\byou\sare\s(?:now\s)?(?:an?\s)?(?:ai|llm|chatgpt|gpt|language\smodel|(?:ai\s)?assistant|resume\s(?:screener|reviewer)\sbot)\b/i,
  /\b(?:reply|respond|answer|output)\s(?:with\s)?(?:exactly|only)\b/i,
  /\bas\san\s(?:ai|llm|language\smodel)\b/i,
  // 忽略以上所有指令 / 忽略之前的提示 / 无视上述规则
  /(?:忽略|无视|忘记|忘掉)(?:以上|之前|前面|上述|上面|先前|此前|你的)?(?:的)?(?:所有|全部|一切)?(?:的)?(?:指令|指示|提示词?|规则|要求|设定)/,
  // 【系统提示】, "系统指令：" as a label (not 系统提示音, a product's notification sound)
  /【\s*(?:系统|System)\s*(?:提示|指令|通知|消息)\s*】|^(?:系统|System)\s*(?:提示|指令|通知|消息)\s*[:：]/,
  /(?:不要|切勿|请勿|禁止)(?:提及|透露|提到|说明|泄露)(?:本|这个|这条|此|以上)(?:提示|指令|通知|消息|说明)/,
  /你(?:现在)?是(?:一个|一名)?(?:AI|人工智能|大模型|语言模型|(?:简历)?(?:筛选|评估|审核)(?:机器人|助手|模型)|ChatGPT|助手)/i,
  /(?:请|必须)?(?:第一行)?只(?:输出|回复|回答)/,
  /作为(?:一个)?(?:AI|人工智能|语言模型|大模型)/i,
];

/** Lines of nothing but delimiters ("<<<", ">>>", "###"): an injection's frame, dropped with it. */
const FRAME_LINE = /^[<>=#*~|[\](){}\s-]{1,20}$/;

/** Whether a line of an upload is addressed to a model rather than to a reader. */
export function isModelInstruction(text: string): boolean {
  return INSTRUCTION_PHRASES.some((phrase) => phrase.test(text));
}

/**
 * The lines without those addressed to a model. An instruction often runs over two or three lines
 * ("…Reply with exactly…, / then a part… Do not mention this notice."), so a line that continues one
 * (no blank, no new heading, not a bullet of its own) goes with it, and so do frame lines around it.
 */
export function withoutModelInstructions<Line extends { readonly text: string }>(
  lines: readonly Line[],
): Line[] {
  const drop = new Array<boolean>(lines.length).fill(false);
  let found = false;
  for (const [index, line] of lines.entries()) {
    if (!isModelInstruction(line.text)) continue;
    found = true;
    drop[index] = true;
    for (const step of [-1, 1]) {
      for (let next = index + step; next >= 0 && next < lines.length; next += step) {
        const neighbour = lines[next]!;
        if (FRAME_LINE.test(neighbour.text)) drop[next] = true;
        else break;
      }
    }
  }
  if (!found) return [...lines];
  return lines.filter((_, index) => !drop[index]);
}

/** Plain text without the lines addressed to a model: the source that facts in a model's answer are checked against. */
export function withoutModelInstructionText(text: string): string {
  const lines = text.split('\n');
  const kept = withoutModelInstructions(lines.map((line) => ({ text: line.trim() })));
  if (kept.length === lines.length) return text;
  return kept.map((line) => line.text).join('\n');
}
