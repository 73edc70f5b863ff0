import { useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from '@survey/shared/router';
import { AreaRoutes } from './area-routes';
import { defineArea } from './define-area';

test('an area’s frame is drawn around every screen and stays mounted between them (its state survives)', async () => {
  let mounts = 0;
  function Frame({ children }: { children: ReactNode }) {
    const [typed] = useState(() => `frame ${++mounts}`);
    return (
      <>
        <header>{typed}</header>
        {children}
      </>
    );
  }
  const definition = defineArea({
    area: 'mf-test',
    routes: [
      { path: '/a', name: 'a', title: 'A' },
      { path: '/b', name: 'b', title: 'B' },
    ],
    frame: Frame,
    screens: { a: () => <Link to="/b">to b</Link>, b: () => <p>screen b</p> },
  });
  render(
    <MemoryRouter initialEntries={['/a']}>
      <AreaRoutes definition={definition} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('banner')).toHaveTextContent('frame 1');
  await userEvent.click(screen.getByRole('link', { name: 'to b' }));
  expect(screen.getByText('screen b')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toHaveTextContent('frame 1');
  expect(mounts).toBe(1);
});
