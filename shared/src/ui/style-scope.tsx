import { createContext, useContext, type ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';

// A styled-components namespace prefixes every rule rendered inside it with `.<className>`, so
// content portalled out of the scope's element (a modal on document.body) matches none of them
// unless it sits in an element of that class again. The class is carried in context for that.
const StyleScopeContext = createContext<string | undefined>(undefined);

/**
 * Styles of everything inside apply only under an element of class `className` (an area's
 * screens: `area-<name>`, so areas built apart cannot restyle one another). Renders that element.
 */
export function StyleScope({ className, children }: { className: string; children: ReactNode }) {
  return (
    <StyleSheetManager namespace={`.${className}`}>
      <StyleScopeContext.Provider value={className}>
        <div className={className}>{children}</div>
      </StyleScopeContext.Provider>
    </StyleSheetManager>
  );
}

/**
 * What a portal's root must carry for the styles of its content to apply: wraps `content` in an
 * element of the scope's class, if there is a scope.
 */
export function ScopedPortalContent({ children }: { children: ReactNode }) {
  const scope = useContext(StyleScopeContext);
  return scope ? <div className={scope}>{children}</div> : <>{children}</>;
}
