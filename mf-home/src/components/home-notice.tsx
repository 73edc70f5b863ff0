import { createContext, useContext, type ReactNode } from 'react';

const HomeNoticeContext = createContext<ReactNode>(null);

/** Puts a notice (the home page's prompts) at the top of the home layout's page. */
export function HomeNoticeProvider({ notice, children }: { notice: ReactNode; children: ReactNode }) {
  return <HomeNoticeContext.Provider value={notice}>{children}</HomeNoticeContext.Provider>;
}

export const useHomeNotice = () => useContext(HomeNoticeContext);
