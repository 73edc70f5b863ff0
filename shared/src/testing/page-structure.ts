import { screen, waitFor } from '@testing-library/react';

/**
 * The page's structure once it settled (no skeleton, no pending spinner left): its level-1 headings'
 * text and how many `<main>` it drew. The shell owns the one `<main>`; a screen draws exactly one `<h1>`.
 */
export async function settledStructure(): Promise<{ h1: string[]; mains: number }> {
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 3000 });
  // One more turn for answers that arrive after the last skeleton went away.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    h1: screen.queryAllByRole('heading', { level: 1 }).map((h) => h.textContent ?? ''),
    mains: document.querySelectorAll('main, [role="main"]').length,
  };
}
