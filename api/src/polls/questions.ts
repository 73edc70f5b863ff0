// Questionnaires as stored (polls.questions, the personal questionnaire) and checking answers to them.
import type { Answers, PollQuestion } from '@survey/contract';
import { invalid } from '../codes';

export interface StoredOption {
  id: string;
  label: string;
  /** Choosing it screens the member out. */
  screen?: boolean;
}
export interface StoredQuestion {
  id: string;
  title: string;
  kind: 'single' | 'multi';
  options: StoredOption[];
}

/** What a member sees: the screening flags stay with the supplier. */
export const publicQuestions = (questions: StoredQuestion[]): PollQuestion[] =>
  questions.map(({ id, title, kind, options }) => ({ id, title, kind, options: options.map(({ id: o, label }) => ({ id: o, label })) }));

/** question id → chosen options, after checking every question is answered with its own options. */
export function checkAnswers(questions: StoredQuestion[], answers: Answers): Record<string, string[]> {
  const given = new Map<string, string[]>();
  for (const a of answers) {
    if (!questions.some((q) => q.id === a.q)) throw invalid('答案中有不存在的题目');
    if (given.has(a.q)) throw invalid('同一题目只能作答一次');
    given.set(a.q, a.options);
  }
  const out: Record<string, string[]> = {};
  for (const [i, q] of questions.entries()) {
    const chosen = [...new Set(given.get(q.id) ?? [])];
    if (chosen.length === 0) throw invalid(`请回答第${i + 1}题：${q.title}`);
    if (q.kind === 'single' && chosen.length > 1) throw invalid(`第${i + 1}题只能选一项`);
    if (chosen.some((o) => !q.options.some((opt) => opt.id === o))) throw invalid(`第${i + 1}题的选项不存在`);
    out[q.id] = chosen;
  }
  return out;
}

/** Whether any chosen option screens the member out. */
export const screensOut = (questions: StoredQuestion[], chosen: Record<string, string[]>) =>
  questions.some((q) => q.options.some((o) => o.screen && chosen[q.id]?.includes(o.id)));

export function parseQuestions(json: string): StoredQuestion[] {
  return JSON.parse(json) as StoredQuestion[];
}
