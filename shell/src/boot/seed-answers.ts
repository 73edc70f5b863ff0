import { PAGE_MARKERS, readSeededAnswers, type HttpClient } from '@survey/shared';

/**
 * The public GET answers a pre-rendered page was drawn with (release/src/pages), taken from the
 * page once. When the page is hydrated they seed the client before any area renders, so the
 * hydrating screen draws the same data and asks nothing; a page rendered anew (a member, a
 * query) asks the API as usual. Returns how many were seeded.
 */
export function seedInlineAnswers(http: HttpClient, hydrating: boolean): number {
  const element = document.getElementById(PAGE_MARKERS.seededAnswersElementId);
  if (!element) return 0;
  element.remove();
  if (!hydrating) return 0;
  let answers: ReturnType<typeof readSeededAnswers> = [];
  try {
    answers = readSeededAnswers(JSON.parse(element.textContent ?? ''));
  } catch {
    /* unreadable: the screens ask the API */
  }
  http.seed(answers);
  return answers.length;
}
